import { PLAN_TYPES } from '../../../shared/plans';
import type { AuthUser } from '../../../shared/schemas/auth';

// What the client keeps in local storage (spec section 4): the cached user and an "auth initialized" flag.
// Never a token: the session is an HttpOnly cookie.

export const USER_KEY = 'user';
export const AUTH_INITIALIZED_KEY = 'auth_initialized';
/** Keys older clients stored tokens under; logout removes them. */
export const LEGACY_TOKEN_KEYS = ['auth_token', 'refresh_token', 'user', 'token_expiry'] as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the app still works, just without the cache
  }
}

/**
 * The shape of AuthUserSchema, checked by hand: every page reads the cache at start-up, and zod would add
 * some 30 KB to each first paint. tests/renderer/authStorage.test.ts holds the two to the same answers.
 */
export function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === 'string' &&
    typeof u.email === 'string' &&
    typeof u.username === 'string' &&
    (u.full_name === null || typeof u.full_name === 'string') &&
    (PLAN_TYPES as readonly unknown[]).includes(u.plan_type)
  );
}

/** The cached user, or null when absent or unreadable. */
export function parseStoredUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    // Only the schema's fields are kept, as AuthUserSchema.parse would.
    if (!isAuthUser(parsed)) return null;
    const { id, email, username, full_name, plan_type } = parsed;
    return { id, email, username, full_name, plan_type };
  } catch {
    return null;
  }
}

export const readCachedUser = (): AuthUser | null => parseStoredUser(storage()?.getItem(USER_KEY) ?? null);

export function storeUser(user: AuthUser): void {
  const s = storage();
  const raw = JSON.stringify(user);
  // Writing an identical value still fires 'storage' in other tabs in some browsers; skip it.
  if (s && s.getItem(USER_KEY) !== raw) s.setItem(USER_KEY, raw);
  s?.setItem(AUTH_INITIALIZED_KEY, 'true');
}

export const clearAuthInitialized = (): void => storage()?.removeItem(AUTH_INITIALIZED_KEY);

/** Removes the cached user, the flag and every legacy token key. */
export function clearStoredAuth(): void {
  const s = storage();
  if (!s) return;
  s.removeItem(USER_KEY);
  s.removeItem(AUTH_INITIALIZED_KEY);
  for (const key of LEGACY_TOKEN_KEYS) s.removeItem(key);
}
