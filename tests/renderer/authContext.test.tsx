import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_RECHECK_MS, useAuth } from '../../renderer/src/auth/AuthContext';
import { avatarInitial } from '../../renderer/src/auth/AccountMenu';
import { getBackendStatus, setBackendStatus } from '../../renderer/src/platform';
import { mockApi, renderApp, signedIn, signedOut, USER } from './authSupport';
import type { EssayAppBridge } from '../../shared/ipc';

// Typing through user-event is slow on a busy machine; these are not timing tests.
vi.setConfig({ testTimeout: 30_000 });

const location = () => screen.getByTestId('location').textContent;

const noConnection = (): never => {
  throw new TypeError('Failed to fetch');
};

/** Shows whether the signed-in user is only the cached one (server unreachable). */
function OfflineFlag() {
  const { offline } = useAuth();
  return <div data-testid="auth-offline">{String(offline)}</div>;
}

/** Runs as inside the desktop app (the preload's bridge present); only there does a user stay offline. */
const asDesktop = () => {
  window.essayApp = {} as unknown as EssayAppBridge;
};

beforeEach(() => {
  localStorage.clear();
  setBackendStatus('unknown');
});
afterEach(() => {
  delete window.essayApp;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('AuthProvider', () => {
  it('shows Loading... until /auth/me answers, then stores the user and the auth flag', async () => {
    let answer!: (r: { status: number; body?: unknown }) => void;
    mockApi({ 'GET /auth/me': () => new Promise((r) => (answer = r)) });
    renderApp('/dashboard');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer(signedIn());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(USER);
    expect(localStorage.getItem('auth_initialized')).toBe('true');
  });

  it('clears a stale cached user when the server says signed out, and sends protected pages to /login', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    localStorage.setItem('auth_initialized', 'true');
    mockApi({ 'GET /auth/me': signedOut });
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('auth_initialized')).toBeNull();
  });

  it('re-checks every 5 minutes and signs out to /login when the check fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let me: () => { status: number; body?: unknown } = signedIn;
    mockApi({ 'GET /auth/me': () => me() });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    me = signedOut;
    await act(() => vi.advanceTimersByTimeAsync(AUTH_RECHECK_MS - 1000));
    expect(location()).toBe('/dashboard');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['no connection', noConnection],
    ['a gateway error (backend down behind a proxy)', () => ({ status: 503, body: {} })],
  ])(
    'desktop: keeps the cached user signed in when the server cannot be reached at start (%s)',
    async (_name, answer) => {
      asDesktop();
      localStorage.setItem('user', JSON.stringify(USER));
      localStorage.setItem('auth_initialized', 'true');
      mockApi({ 'GET /auth/me': answer });
      renderApp('/analyze', undefined, <OfflineFlag />);
      expect(await screen.findByRole('heading', { name: 'Your Essay Coach' })).toBeInTheDocument();
      expect(location()).toBe('/analyze');
      expect(screen.getByTestId('auth-offline')).toHaveTextContent('true');
      expect(JSON.parse(localStorage.getItem('user')!)).toEqual(USER);
      expect(getBackendStatus()).toBe('offline');
    },
  );

  it('browser: an unreachable server at start clears the cached user (spec: any failure clears it)', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    mockApi({ 'GET /auth/me': noConnection });
    renderApp('/analyze');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('without a cached user, an unreachable server still means signed out', async () => {
    asDesktop();
    mockApi({ 'GET /auth/me': noConnection });
    renderApp('/analyze');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('a server error that is an answer (500) still clears the cached user', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    mockApi({ 'GET /auth/me': () => ({ status: 500, body: { detail: 'Internal server error' } }) });
    renderApp('/analyze');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('desktop: a re-check without connection keeps the user; once the server answers 401 it signs out', async () => {
    asDesktop();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let me: () => { status: number; body?: unknown } = signedIn;
    mockApi({ 'GET /auth/me': () => me() });
    renderApp('/analyze', undefined, <OfflineFlag />);
    expect(await screen.findByRole('heading', { name: 'Your Essay Coach' })).toBeInTheDocument();
    expect(screen.getByTestId('auth-offline')).toHaveTextContent('false');

    me = noConnection;
    await act(() => vi.advanceTimersByTimeAsync(AUTH_RECHECK_MS));
    await waitFor(() => expect(screen.getByTestId('auth-offline')).toHaveTextContent('true'));
    expect(location()).toBe('/analyze');
    expect(localStorage.getItem('user')).not.toBeNull();

    // The connection comes back (the offline banner's check saw /health answer): ask again at once.
    me = signedOut;
    act(() => setBackendStatus('online'));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('follows another tab: removal of the stored user signs out here', async () => {
    mockApi({ 'GET /auth/me': signedIn });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('user');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'user', oldValue: JSON.stringify(USER), newValue: null }),
      );
    });
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('follows another tab signing in', async () => {
    mockApi({ 'GET /auth/me': signedOut });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: JSON.stringify(USER) }));
    });
    await waitFor(() => expect(location()).toBe('/analyze'));
  });

  it('logout calls the server, then clears user, flag and legacy token keys and goes to / even if the call fails', async () => {
    const { calls } = mockApi({
      'GET /auth/me': signedIn,
      'POST /auth/logout': () => ({ status: 500, body: {} }),
    });
    for (const key of ['auth_token', 'refresh_token', 'token_expiry']) localStorage.setItem(key, 'x');
    function LogoutButton() {
      const { logout } = useAuth();
      return <button onClick={() => void logout()}>Log me out</button>;
    }
    renderApp('/dashboard', undefined, <LogoutButton />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log me out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.map((c) => c.key)).toContain('POST /auth/logout');
    for (const key of ['user', 'auth_initialized', 'auth_token', 'refresh_token', 'token_expiry']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('useAuth outside the provider throws a clear misuse error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });

  it('avatar initial: first letter of the username, else of the e-mail', () => {
    expect(avatarInitial({ username: 'sam', email: 'x@example.com' })).toBe('S');
    expect(avatarInitial({ username: '', email: 'jo@example.com' })).toBe('J');
  });
});
