import { AuthUserSchema, type AuthUser } from '../../../shared/schemas/authUser';

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

/** The cached user, or null when absent or unreadable. */
export function parseStoredUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const parsed = AuthUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
