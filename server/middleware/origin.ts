import type { RequestHandler } from 'express';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import type { Config } from '../config';
import { forbidden } from '../errors';

// CSRF defence for cookie-authenticated requests. Every state-changing request (POST, PUT, PATCH, DELETE,
// and a GET that acts for the signed-in student, such as redeeming a stream token, which adds
// requireIntent itself) that comes from a browser must name an allowed Origin; anything else is 403. A cross-site request (Sec-Fetch-Site: cross-site or same-site) is
// refused unless its Origin is on the allow-list (the desktop app, ALLOWED_ORIGINS): a top-level
// navigation from another site carries no Origin, only Sec-Fetch-Site, and is refused.
//
// Requests with no Origin header at all: every current browser sends Origin on cross-origin requests and
// on same-origin POST/PUT/PATCH/DELETE, and also sends Sec-Fetch-Site. A request with neither header comes
// from a non-browser client (curl, a script, a server), which cannot carry a victim's cookies, so CSRF does
// not apply: it is allowed. A request with no Origin but Sec-Fetch-Site other than same-origin/none, or with
// `Origin: null` (sandboxed frames, privacy redirects), is refused. The session cookie is also SameSite=Lax,
// so even an old browser omitting Origin would not send it on a cross-site POST.

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isAllowedBrowserRequest(
  config: Config,
  headers: { origin?: string; 'sec-fetch-site'?: string | string[] },
): boolean {
  const { origin } = headers;
  if (origin !== undefined) return config.allowedOrigins.includes(origin);
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Why a browser request was refused, saying what to do: open the app at its public address, or let
 * the server accept this one. A page opened at a LAN address or another port is a set-up matter, so
 * the message names the setting.
 */
export function originRefusal(config: Config, origin: string | undefined): string {
  const where = new URL(config.publicUrl).origin;
  if (!origin || origin === 'null' || !/^https?:\/\//.test(origin)) return AUTH_MESSAGES.originNotAllowed;
  return `${AUTH_MESSAGES.originNotAllowed}: this page was opened at ${origin}, but the server answers pages from ${where}. Open ${where} instead, or set PUBLIC_URL (or ALLOWED_ORIGINS) to ${origin} where the server runs.`;
}

/** Refuses a browser request that is not from an allowed origin (403). */
export function requireIntent(config: Config): RequestHandler {
  return (req, _res, next) => {
    if (isAllowedBrowserRequest(config, req.headers)) return next();
    next(forbidden(originRefusal(config, req.headers.origin)));
  };
}

/** requireIntent for every POST, PUT, PATCH and DELETE; a GET that changes state adds requireIntent itself. */
export function requireAllowedOrigin(config: Config): RequestHandler {
  const intent = requireIntent(config);
  return (req, res, next) => (UNSAFE.has(req.method) ? intent(req, res, next) : next());
}
