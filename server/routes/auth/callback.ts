import { Router, type Request } from 'express';
import {
  AUTH_MESSAGES,
  AuthCallbackQuerySchema,
  type AuthCallbackResponse,
} from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { forbidden, HttpError } from '../../errors';
import { AUTH_LIMITS, clientIp, rateLimit } from '../../middleware/rateLimit';
import { startSession } from '../../middleware/session';
import { presentUser } from '../../presenters/user';
import { confirmEmail, startRecovery, type AccountDeps } from '../../services/accounts';
import { RECOVERY_COOKIE, recoveryCookieMaxAge, recoveryCookieOptions } from './cookies';

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

    const user = await confirmEmail(accounts, token);
    if (!user) throw new HttpError(400, AUTH_MESSAGES.linkInvalid);
    await startSession(req, user.id, deps.now());
    const body: AuthCallbackResponse = {
      message: AUTH_MESSAGES.emailConfirmed,
      type: 'signup',
      user: presentUser(user),
    };
    res.json(body);
  });

  return router;
}
