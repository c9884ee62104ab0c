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
import { prunePasswordGuesses } from '../../services/passwordGuesses';
import { passwordProblem } from '../../services/passwords';
import { inBackground } from './background';
import { signupBrowserHash } from './cookies';

export function signupRoutes(deps: AppDeps, accounts: AccountDeps): Router {
  const router = Router();
  router.post(
    '/signup',
    rateLimit(deps, AUTH_LIMITS.signupIp, clientIp),
    validate(SignupRequestSchema),
    async (req, res) => {
      const body = res.locals.body as SignupRequest;
      const problem = passwordProblem(body.password, body.email);
      if (problem) throw new HttpError(422, [{ msg: problem, loc: ['password'] }]);
      // Counted per address whether or not it has an account, so a 429 reveals nothing either.
      await enforceLimits(deps.pool, deps.now(), [[AUTH_LIMITS.signupAddress, normalizeEmail(body.email)]]);
      // Set for every sign-up, taken address or not, so the answer stays the same.
      const browserHash = signupBrowserHash(req, res, deps.config);
      res.json({ message: AUTH_MESSAGES.signupAccepted });
      const username = body.username ?? usernameFromEmail(body.email);
      inBackground(deps, 'sign-up', () =>
        signUp(accounts, { email: body.email, password: body.password, username, browserHash }),
      );
      if (Math.random() < 0.02)
        inBackground(deps, 'pruning rate limits', async () => {
          await pruneLimits(deps.pool, deps.now());
          await prunePasswordGuesses(deps.pool, deps.now());
        });
    },
  );
  return router;
}
