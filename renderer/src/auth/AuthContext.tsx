import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../../shared/schemas/auth';
import { fetchCurrentUser, login as apiLogin, logout as apiLogout } from '../api/auth';
import { clearStoredAuth, parseStoredUser, readCachedUser, storeUser, USER_KEY } from './storage';

// Authentication state (spec section 4): loading, then authenticated or unauthenticated. The session is
// an HttpOnly cookie; this context only mirrors who is signed in, caches the user in local storage, re-checks
// every 5 minutes and follows sign-in/sign-out in other tabs.

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in user; while loading, the cached user from the last visit (if any). */
  user: AuthUser | null;
  isAuthenticated: boolean;
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
}

const SIGNED_OUT: State = { status: 'unauthenticated', user: null };

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => ({ status: 'loading', user: readCachedUser() }));
  const navigate = useNavigate();
  // The interval and callbacks must not restart on every navigation.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  // At start: ask the server who is signed in.
  useEffect(() => {
    let cancelled = false;
    fetchCurrentUser().then(
      (user) => {
        if (cancelled) return;
        storeUser(user);
        setState({ status: 'authenticated', user });
      },
      () => {
        if (cancelled) return;
        clearStoredAuth();
        setState(SIGNED_OUT);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // While signed in: re-check every 5 minutes; a failure signs out and goes to /login.
  const signedIn = state.status === 'authenticated';
  useEffect(() => {
    if (!signedIn) return undefined;
    const id = window.setInterval(() => {
      fetchCurrentUser().then(
        (user) => {
          storeUser(user);
          setState({ status: 'authenticated', user });
        },
        () => {
          clearStoredAuth();
          setState(SIGNED_OUT);
          navigateRef.current('/login', { replace: true });
        },
      );
    }, AUTH_RECHECK_MS);
    return () => window.clearInterval(id);
  }, [signedIn]);

  // Another tab changed the stored user: follow it. Removal (or clearing storage) means sign-out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== USER_KEY) return;
      const user = event.key === null ? null : parseStoredUser(event.newValue);
      setState(user ? { status: 'authenticated', user } : SIGNED_OUT);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const { user } = await apiLogin(email, password);
    storeUser(user);
    setState({ status: 'authenticated', user });
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
    () => ({ status: state.status, user: state.user, isAuthenticated: signedIn, login, logout }),
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
