import { Router } from 'express';
import type { AppDeps } from '../../deps';
import type { AccountDeps } from '../../services/accounts';
import { createMailer } from '../../services/mail';
import { callbackRoutes } from './callback';
import { recoveryRoutes } from './recovery';
import { sessionRoutes } from './session';
import { signupRoutes } from './signup';

/**
 * POST /auth/signup {email, password, username?}   same answer whether or not the address has an account
 * POST /auth/login {email, password}                → {user}; sets the session cookie (new session id)
 * POST /auth/logout                                 destroys the session for good
 * GET  /auth/me                                     → the user, 401 when signed out
 * POST /auth/password-reset {email}                 same answer whether or not the address has an account
 * GET  /auth/callback?access_token&type             exchanges an e-mail link (called by the /auth-callback page);
 *                                                   a confirmation link opened in another browser → password_required
 * POST /auth/confirm {access_token, password}       confirms with that sign-up's password, signs in
 * POST /auth/password-update {new_password}         with the access_token recovery cookie only
 */
export function authRoutes(deps: AppDeps): Router {
  const accounts: AccountDeps = {
    pool: deps.pool,
    config: deps.config,
    logger: deps.logger,
    now: deps.now,
    mailer: deps.mailer ?? createMailer(deps.config, deps.logger),
  };
  const router = Router();
  router.use('/auth', signupRoutes(deps, accounts));
  router.use('/auth', sessionRoutes(deps, accounts));
  router.use('/auth', recoveryRoutes(deps, accounts));
  router.use('/auth', callbackRoutes(deps, accounts));
  return router;
}
