import type { CookieOptions, Request } from 'express';
import type { Config } from '../../config';
import { TOKEN_LIFETIME_MS } from '../../services/tokens';

// The recovery grant cookie. Its name is fixed by the spec (access_token); it is HttpOnly, scoped to the
// auth API path (so no other endpoint ever receives it) and lives 15 minutes.
export const RECOVERY_COOKIE = 'access_token';

export function recoveryCookieOptions(config: Config): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: `${config.API_PREFIX}/auth` };
}

export function recoveryCookieMaxAge(): number {
  return TOKEN_LIFETIME_MS.recovery_session;
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
