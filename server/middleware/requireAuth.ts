import type { RequestHandler } from 'express';
import type { AuthUser } from '../../shared/schemas/auth';
import { unauthorized } from '../errors';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The signed-in user, set by the session middleware (server/middleware/session.ts) for every API request. */
      user?: AuthUser;
    }
  }
}

/**
 * Lets only signed-in users through: 401 `{detail: 'Not authenticated'}` otherwise. After it,
 * `res.locals.user` is `{id, email, username, full_name, plan_type}`, loaded fresh from the database on this
 * request (so plan changes apply at once and a deleted account is signed out).
 */
export const requireAuth: RequestHandler = (_req, res, next) => {
  if (!res.locals.user) {
    next(unauthorized('Not authenticated'));
    return;
  }
  next();
};

/** res.locals.user after requireAuth has run; throws if a route forgot requireAuth. */
export function signedInUser(locals: { user?: AuthUser }): AuthUser {
  if (!locals.user) throw unauthorized('Not authenticated');
  return locals.user;
}
