import { Router } from 'express';
import {
  AUTH_MESSAGES,
  PasswordResetRequestSchema,
  PasswordUpdateRequestSchema,
  type PasswordResetRequest,
  type PasswordUpdateRequest,
} from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../errors';
import { AUTH_LIMITS, clientIp, enforceLimits, rateLimit } from '../../middleware/rateLimit';
import { sessionCookieName, sessionCookieOptions } from '../../middleware/session';
import { validate } from '../../middleware/validate';
import {
  normalizeEmail,
  recoveryGrantOwner,
  requestPasswordReset,
  resetPassword,
  type AccountDeps,
} from '../../services/accounts';
import { passwordProblem } from '../../services/passwords';
import { inBackground } from './background';
import { readCookie, RECOVERY_COOKIE, recoveryCookieOptions } from './cookies';

export function recoveryRoutes(deps: AppDeps, accounts: AccountDeps): Router {
  const { config } = deps;
  const router = Router();

  router.post(
    '/password-reset',
    rateLimit(deps, AUTH_LIMITS.resetIp, clientIp),
    validate(PasswordResetRequestSchema),
    async (_req, res) => {
      const { email } = res.locals.body as PasswordResetRequest;
      // Counted per address whether or not it has an account; the lookup happens after the answer is fixed.
      await enforceLimits(deps.pool, deps.now(), [[AUTH_LIMITS.resetAddress, normalizeEmail(email)]]);
      res.json({ message: AUTH_MESSAGES.resetRequested });
      inBackground(deps, 'password reset request', () => requestPasswordReset(accounts, email));
    },
  );

  router.post('/password-update', validate(PasswordUpdateRequestSchema), async (req, res) => {
    const { new_password } = res.locals.body as PasswordUpdateRequest;
    const grant = readCookie(req, RECOVERY_COOKIE);
    const owner = grant ? await recoveryGrantOwner(accounts, grant) : null;
    if (!grant || !owner) {
      res.clearCookie(RECOVERY_COOKIE, recoveryCookieOptions(config));
      throw new HttpError(400, AUTH_MESSAGES.recoveryMissing);
    }
    // Checked before the grant is used up, so a refused password can be corrected and resubmitted.
    const problem = passwordProblem(new_password, owner.email);
    if (problem) throw new HttpError(422, [{ msg: problem, loc: ['new_password'] }]);
    if (!(await resetPassword(accounts, grant, new_password)))
      throw new HttpError(400, AUTH_MESSAGES.recoveryMissing);
    res.clearCookie(RECOVERY_COOKIE, recoveryCookieOptions(config));
    // Every session of the user has ended, including one this browser may hold.
    res.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
    res.json({ message: AUTH_MESSAGES.passwordUpdated });
  });

  return router;
}
