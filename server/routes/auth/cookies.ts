import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../../config';
import { hashToken, TOKEN_LIFETIME_MS } from '../../services/tokens';

// The recovery grant cookie. Its name is fixed by the spec (access_token); it is HttpOnly, scoped to the
// auth API path (so no other endpoint ever receives it) and lives 15 minutes.
export const RECOVERY_COOKIE = 'access_token';

export function recoveryCookieOptions(config: Config): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: `${config.API_PREFIX}/auth` };
}

export function recoveryCookieMaxAge(): number {
  return TOKEN_LIFETIME_MS.recovery_session;
}

// The signup cookie marks the browser that signed up (or asked for a new link at sign-in): a confirmation
// link opened in that browser needs no password. Same scope and flags as the recovery cookie; 24 hours,
// like the links.
export const SIGNUP_COOKIE = 'essay_coach_signup';

/** This browser's signup cookie (set if missing, kept if present); returns the hash a link is bound to. */
export function signupBrowserHash(req: Request, res: Response, config: Config): string {
  const existing = readCookie(req, SIGNUP_COOKIE);
  const raw = existing && /^[\w-]{43}$/.test(existing) ? existing : randomBytes(32).toString('base64url');
  res.cookie(SIGNUP_COOKIE, raw, { ...recoveryCookieOptions(config), maxAge: TOKEN_LIFETIME_MS.signup });
  return hashToken(raw);
}

/** One cookie's value from the Cookie header (no cookie-parser needed for a single name). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
