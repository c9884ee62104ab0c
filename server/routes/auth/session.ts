import { Router } from 'express';
import { AUTH_MESSAGES, LoginRequestSchema, type LoginRequest } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../errors';
import { AUTH_LIMITS, clearLimit, clientIp, consumeLimit, enforceLimits } from '../../middleware/rateLimit';
import { requireAuth, signedInUser } from '../../middleware/requireAuth';
import {
  assertSessionCookieSettable,
  destroySession,
  sessionCookieName,
  sessionCookieOptions,
  startSession,
} from '../../middleware/session';
import { validate } from '../../middleware/validate';
import { presentUser } from '../../presenters/user';
import {
  checkCredentials,
  normalizeEmail,
  resendConfirmation,
  type AccountDeps,
} from '../../services/accounts';
import { claimPasswordGuess, forgetPasswordGuesses } from '../../services/passwordGuesses';
import { inBackground } from './background';
import { signupBrowserHash } from './cookies';

export function sessionRoutes(deps: AppDeps, accounts: AccountDeps): Router {
  const { pool, config } = deps;
  const router = Router();

  router.post('/login', validate(LoginRequestSchema), async (req, res) => {
    const { email, password } = res.locals.body as LoginRequest;
    const now = deps.now();
    const ip = clientIp(req);
    const accountKey = `${normalizeEmail(email)}|${ip}`;
    // Before any password work: a sign-in whose cookie the browser could never get is refused outright.
    assertSessionCookieSettable(config, req);
    await enforceLimits(pool, now, [
      [AUTH_LIMITS.loginIp, ip],
      [AUTH_LIMITS.loginEmailIp, accountKey],
    ]);
    await claimPasswordGuess(pool, email, now);
    const result = await checkCredentials(accounts, email, password);
    if (result.kind === 'invalid') throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
    await forgetPasswordGuesses(pool, email);
    if (result.kind === 'unconfirmed') {
      // Only someone who knows the password gets here, so saying "unconfirmed" reveals nothing new. The
      // new link is bound to this password and this browser, like the sign-up's own.
      const wait = await consumeLimit(pool, AUTH_LIMITS.signupAddress, normalizeEmail(email), now);
      if (wait === null) {
        const pending = {
          passwordHash: result.passwordHash,
          username: result.username,
          browserHash: signupBrowserHash(req, res, config),
        };
        inBackground(deps, 'resending confirmation', () => resendConfirmation(accounts, result, pending));
      }
      throw new HttpError(403, AUTH_MESSAGES.emailNotConfirmed);
    }
    await clearLimit(pool, AUTH_LIMITS.loginEmailIp, accountKey);
    await startSession(req, result.user.id, now);
    res.json({ user: presentUser(result.user) });
  });

  router.post('/logout', async (req, res) => {
    await destroySession(req);
    res.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
    res.json({ message: AUTH_MESSAGES.loggedOut });
  });

  router.get('/me', requireAuth, (_req, res) => {
    res.json(signedInUser(res.locals));
  });

  return router;
}
