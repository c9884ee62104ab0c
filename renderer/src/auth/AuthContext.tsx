import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../../shared/schemas/auth';
import { fetchCurrentUser, login as apiLogin, logout as apiLogout } from '../api/auth';
import { getBackendStatus, setBackendStatus, subscribeBackendStatus } from '../platform/connectivity';
import { keepsCachedUser } from './reachability';
import { clearStoredAuth, parseStoredUser, readCachedUser, storeUser, USER_KEY } from './storage';

// Authentication state (spec section 4): loading, then authenticated or unauthenticated. The session is
// an HttpOnly cookie; this context only mirrors who is signed in, caches the user in local storage, re-checks
// every 5 minutes and follows sign-in/sign-out in other tabs.
//
// Offline (desktop app only): when the server cannot be reached at all (no network, backend stopped),
// that says nothing about the session, so the cached user stays signed in and the signed-in pages still
// open (drafts work offline; the Review Essay screen says review is unavailable). In the browser the
// spec's rule holds: any failed check clears the cached user. Any answer from the
// server itself (401, other errors) still signs out as before; only a proxy's 502/503/504 counts as no
// answer (reachability.ts). The user is checked again as soon as the server answers.

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in user; while loading, the cached user from the last visit (if any). */
  user: AuthUser | null;
  isAuthenticated: boolean;
  /** Signed in from the user cached on this device because the server could not be reached to confirm. */
  offline: boolean;
  /** Signs in; rejects with ApiError carrying the server's message. */
  login(email: string, password: string): Promise<AuthUser>;
  /** Calls the server, then always clears local state and goes to /. */
  logout(): Promise<void>;
}

/** Spec section 9: auth re-check interval. */
export const AUTH_RECHECK_MS = 5 * 60 * 1000;

const AuthContext = createContext<AuthContextValue | null>(null);

interface State {
  status: AuthStatus;
  user: AuthUser | null;
  offline: boolean;
}

const SIGNED_OUT: State = { status: 'unauthenticated', user: null, offline: false };
const confirmed = (user: AuthUser): State => ({ status: 'authenticated', user, offline: false });

/**
 * `prerendered`: the page's HTML was rendered at build time, with nobody signed in and nothing cached;
 * the first render repeats that so React can take the HTML over, and the cached user follows at once.
 */
export function AuthProvider({
  children,
  prerendered = false,
}: {
  children: ReactNode;
  prerendered?: boolean;
}) {
  const [state, setState] = useState<State>(() => ({
    status: 'loading',
    user: prerendered ? null : readCachedUser(),
    offline: false,
  }));
  useLayoutEffect(() => {
    if (!prerendered) return;
    const cached = readCachedUser();
    if (cached) setState((s) => (s.status === 'loading' && !s.user ? { ...s, user: cached } : s));
  }, [prerendered]);
  const navigate = useNavigate();
  // The interval and callbacks must not restart on every navigation.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // At start: ask the server who is signed in. No answer at all keeps the cached user (offline).
  useEffect(() => {
    let cancelled = false;
    fetchCurrentUser().then(
      (user) => {
        if (cancelled) return;
        storeUser(user);
        setBackendStatus('online');
        // The answer draws the whole signed-in page (the review screen, the dashboard): as a transition
        // React yields to the browser every few milliseconds instead of holding it for all of it.
        startTransition(() => setState(confirmed(user)));
      },
      (error: unknown) => {
        if (cancelled) return;
        const cached = readCachedUser();
        if (cached && keepsCachedUser(error)) {
          setBackendStatus('offline');
          setState({ status: 'authenticated', user: cached, offline: true });
          return;
        }
        clearStoredAuth();
        setState(SIGNED_OUT);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // While signed in: ask again. The server's "no" signs out and goes to /login; no answer keeps the user.
  const recheck = useCallback(() => {
    fetchCurrentUser().then(
      (user) => {
        storeUser(user);
        setBackendStatus('online');
        setState(confirmed(user));
      },
      (error: unknown) => {
        if (keepsCachedUser(error)) {
          setBackendStatus('offline');
          setState((s) => (s.status === 'authenticated' ? { ...s, offline: true } : s));
          return;
        }
        clearStoredAuth();
        setState(SIGNED_OUT);
        navigateRef.current('/login', { replace: true });
      },
    );
  }, []);

  // Every 5 minutes while signed in.
  const signedIn = state.status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return undefined;
    const id = window.setInterval(recheck, AUTH_RECHECK_MS);
    return () => window.clearInterval(id);
  }, [signedIn, recheck]);

  // Signed in offline: confirm the session as soon as the server is reachable again.
  useEffect(() => {
    if (!state.offline) return undefined;
    return subscribeBackendStatus(() => {
      if (getBackendStatus() === 'online') recheck();
    });
  }, [state.offline, recheck]);

  // Another tab changed the stored user: follow it. Removal (or clearing storage) means sign-out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== USER_KEY) return;
      const user = event.key === null ? null : parseStoredUser(event.newValue);
      setState((s) => (user ? { status: 'authenticated', user, offline: s.offline } : SIGNED_OUT));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const { user } = await apiLogin(email, password);
    storeUser(user);
    setBackendStatus('online');
    setState(confirmed(user));
    return user;
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiLogout();
    } catch {
      // Signed out locally regardless (spec section 7).
    } finally {
      clearStoredAuth();
      // One transition for both updates (the router navigates in a transition too), so the protected page
      // being left never renders signed out and bounces to /login first.
      startTransition(() => {
        navigateRef.current('/');
        setState(SIGNED_OUT);
      });
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      isAuthenticated: signedIn,
      offline: state.offline,
      login,
      logout,
    }),
    [state, signedIn, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state and actions. Throws when used outside <AuthProvider> (a wiring mistake, not a user error). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** For chrome that also renders outside the provider (e.g. layout tests): null instead of throwing. */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
