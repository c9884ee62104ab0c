import type { RequestHandler } from 'express';
import { AUTH_MESSAGES } from '../../shared/schemas/auth';
import type { Config } from '../config';
import { forbidden } from '../errors';

// CSRF defence for cookie-authenticated requests. Every state-changing request (POST, PUT, PATCH, DELETE)
// that comes from a browser must name an allowed Origin; anything else is 403.
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

export function requireAllowedOrigin(config: Config): RequestHandler {
  return (req, _res, next) => {
    if (!UNSAFE.has(req.method) || isAllowedBrowserRequest(config, req.headers)) return next();
    next(forbidden(originRefusal(config, req.headers.origin)));
  };
}
