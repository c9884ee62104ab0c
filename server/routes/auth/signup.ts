import { Router } from 'express';
import {
  AUTH_MESSAGES,
  SignupRequestSchema,
  usernameFromEmail,
  type SignupRequest,
} from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../errors';
import { AUTH_LIMITS, clientIp, enforceLimits, pruneLimits, rateLimit } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import { normalizeEmail, signUp, type AccountDeps } from '../../services/accounts';
import { passwordProblem } from '../../services/passwords';
import { inBackground } from './background';

export function signupRoutes(deps: AppDeps, accounts: AccountDeps): Router {
  const router = Router();
  router.post(
    '/signup',
    rateLimit(deps, AUTH_LIMITS.signupIp, clientIp),
    validate(SignupRequestSchema),
    async (_req, res) => {
      const body = res.locals.body as SignupRequest;
      const problem = passwordProblem(body.password, body.email);
      if (problem) throw new HttpError(422, [{ msg: problem, loc: ['password'] }]);
      // Counted per address whether or not it has an account, so a 429 reveals nothing either.
      await enforceLimits(deps.pool, deps.now(), [[AUTH_LIMITS.signupAddress, normalizeEmail(body.email)]]);
      res.json({ message: AUTH_MESSAGES.signupAccepted });
      const username = body.username ?? usernameFromEmail(body.email);
      inBackground(deps, 'sign-up', () =>
        signUp(accounts, { email: body.email, password: body.password, username }),
      );
      if (Math.random() < 0.02)
        inBackground(deps, 'pruning rate limits', () => pruneLimits(deps.pool, deps.now()));
    },
  );
  return router;
}
