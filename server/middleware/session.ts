import type { CookieOptions, Request, RequestHandler } from 'express';
import session from 'express-session';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import { HttpError } from '../errors';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { presentUser, USER_COLUMNS, type UserRow } from '../presenters/user';
import { AccountSessionStore, resolveSessionSecret } from '../services/sessions';

// Cookie sessions stored in PostgreSQL. The cookie is HttpOnly and SameSite=Lax; when the public URL is
// https it is also Secure and carries the __Host- prefix (so no subdomain or plain-http page can set it).
// Timeouts are enforced here with deps.now: idle (no request for SESSION_IDLE_MINUTES) and absolute
// (SESSION_ABSOLUTE_DAYS after sign-in, however active).

const SEEN_RESOLUTION_MS = 60_000;

export function sessionCookieName(config: Config): string {
  return config.secureCookies ? '__Host-essay_coach_session' : 'essay_coach_session';
}

export function sessionCookieOptions(config: Config): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' };
}

/** express-session, then a loader that checks the timeouts and puts the signed-in user in res.locals.user. */
export function sessionMiddleware(deps: AppDeps): RequestHandler[] {
  const { config, pool, logger } = deps;
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60_000;
  if (config.secureCookies && !config.TRUST_PROXY && config.NODE_ENV === 'production') {
    logger.warn(
      'PUBLIC_URL is https but TRUST_PROXY is not set: behind a TLS proxy, session cookies will not be set',
    );
  }
  const store = new AccountSessionStore(pool, idleMs, { prune: config.NODE_ENV !== 'test', logger });
  const sessions = session({
    name: sessionCookieName(config),
    secret: resolveSessionSecret(config, logger),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: { ...sessionCookieOptions(config), maxAge: idleMs },
  });

  const loadUser: RequestHandler = async (req, res, next) => {
    try {
      const s = req.session;
      if (!s?.userId) return next();
      const now = deps.now().getTime();
      const seen = s.seenAt ?? s.authAt ?? 0;
      if (now - (s.authAt ?? 0) > absoluteMs || now - seen > idleMs) {
        await destroySession(req);
        res.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
        return next();
      }
      if (now - seen >= SEEN_RESOLUTION_MS) s.seenAt = now;
      const { rows } = await pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [
        s.userId,
      ]);
      if (!rows[0]) {
        await destroySession(req);
        return next();
      }
      res.locals.user = presentUser(rows[0]);
      next();
    } catch (err) {
      next(err);
    }
  };
  return [sessions, loadUser];
}

export function destroySession(req: Request): Promise<void> {
  if (!req.session) return Promise.resolve();
  return new Promise((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
}

/**
 * A Secure cookie is never set on a request the server sees as plain http (express-session drops it
 * silently), so a sign-in would answer 200 and leave the student signed out. Refuse it and say what to fix:
 * usually a TLS proxy in front of a server without TRUST_PROXY.
 */
export function assertSessionCookieSettable(config: Config, req: Request): void {
  if (config.secureCookies && !req.secure) throw new HttpError(503, AUTH_MESSAGES.sessionNeedsHttps);
}

/**
 * Signs the user in on this request: a brand-new session id (no fixation), the old session destroyed, and
 * the new row inserted now (the store's `set` never inserts).
 */
export async function startSession(req: Request, userId: string, now: Date): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((err) => (err ? reject(err) : resolve())),
  );
  req.session.userId = userId;
  req.session.authAt = now.getTime();
  req.session.seenAt = now.getTime();
  await (req.sessionStore as unknown as AccountSessionStore).create(req.sessionID, req.session);
}
