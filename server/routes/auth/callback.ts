import { Router, type Request, type Response } from 'express';
import {
  AUTH_MESSAGES,
  AuthCallbackQuerySchema,
  ConfirmSignupRequestSchema,
  type AuthCallbackResponse,
  type ConfirmSignupRequest,
} from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { forbidden, HttpError } from '../../errors';
import { AUTH_LIMITS, clientIp, rateLimit } from '../../middleware/rateLimit';
import { assertSessionCookieSettable, startSession } from '../../middleware/session';
import { validate } from '../../middleware/validate';
import { presentUser } from '../../presenters/user';
import { startRecovery, type AccountDeps } from '../../services/accounts';
import { confirmSignup, type ConfirmResult } from '../../services/signupLinks';
import {
  readCookie,
  RECOVERY_COOKIE,
  recoveryCookieMaxAge,
  recoveryCookieOptions,
  SIGNUP_COOKIE,
} from './cookies';

/**
 * Browsers label every request with Sec-Fetch-Site. The exchange signs the caller in, so it must come from
 * our own page (or the desktop app's origin): a cross-site page must not sign a visitor into an account of
 * the attacker's choosing (login CSRF). Clients that send no fetch metadata are not browsers.
 */
function fromOwnApp(config: Config, req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return true;
  const origin = req.headers.origin;
  return typeof origin === 'string' && config.allowedOrigins.includes(origin);
}

export function callbackRoutes(deps: AppDeps, accounts: AccountDeps): Router {
  const { config } = deps;
  const router = Router();

  router.get('/callback', rateLimit(deps, AUTH_LIMITS.callbackIp, clientIp), async (req, res) => {
    if (!fromOwnApp(config, req)) throw forbidden(AUTH_MESSAGES.callbackCrossSite);
    const parsed = AuthCallbackQuerySchema.safeParse(req.query);
    if (!parsed.success) throw new HttpError(400, AUTH_MESSAGES.linkInvalid);
    const { access_token: token, type } = parsed.data;

    if (type === 'recovery') {
      const grant = await startRecovery(accounts, token);
      if (!grant) throw new HttpError(400, AUTH_MESSAGES.linkInvalid);
      res.cookie(RECOVERY_COOKIE, grant, {
        ...recoveryCookieOptions(config),
        maxAge: recoveryCookieMaxAge(),
      });
      const body: AuthCallbackResponse = { message: AUTH_MESSAGES.recoveryAccepted, type: 'recovery' };
      res.json(body);
      return;
    }

    assertSessionCookieSettable(config, req);
    const result = await confirmSignup(
      deps.pool,
      token,
      { browser: readCookie(req, SIGNUP_COOKIE) },
      deps.now(),
    );
    if (result.kind === 'password_required') {
      const body: AuthCallbackResponse = {
        message: AUTH_MESSAGES.confirmNeedsPassword,
        type: 'signup',
        password_required: true,
      };
      res.json(body);
      return;
    }
    await signInConfirmed(req, res, result);
  });

  /** The confirmation page's password form, for a link opened away from the browser that signed up. */
  router.post(
    '/confirm',
    rateLimit(deps, AUTH_LIMITS.callbackIp, clientIp),
    validate(ConfirmSignupRequestSchema),
    async (req, res) => {
      const { access_token, password } = res.locals.body as ConfirmSignupRequest;
      assertSessionCookieSettable(config, req);
      const result = await confirmSignup(deps.pool, access_token, { password }, deps.now());
      if (result.kind === 'wrong_password')
        throw new HttpError(400, [{ msg: AUTH_MESSAGES.confirmWrongPassword, loc: ['password'] }]);
      await signInConfirmed(req, res, result);
    },
  );

  async function signInConfirmed(req: Request, res: Response, result: ConfirmResult): Promise<void> {
    if (result.kind !== 'confirmed') throw new HttpError(400, AUTH_MESSAGES.linkInvalid);
    await startSession(req, result.user.id, deps.now());
    const body: AuthCallbackResponse = {
      message: AUTH_MESSAGES.emailConfirmed,
      type: 'signup',
      user: presentUser(result.user),
    };
    res.json(body);
  }

  return router;
}
