import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthProvider } from '../../renderer/src/auth/AuthContext';
import { GuestRoute, ProtectedRoute } from '../../renderer/src/auth/guards';
import { AuthCallbackPage } from '../../renderer/src/pages/AuthCallback/AuthCallbackPage';
import { ForgotPasswordPage } from '../../renderer/src/pages/ForgotPassword/ForgotPasswordPage';
import { LoginPage } from '../../renderer/src/pages/Login/LoginPage';
import { ResetPasswordPage } from '../../renderer/src/pages/ResetPassword/ResetPasswordPage';
import { SignupPage } from '../../renderer/src/pages/Signup/SignupPage';

export const USER = {
  id: 'u1',
  email: 'sam@example.com',
  username: 'sam',
  full_name: null,
  plan_type: 'free' as const,
};

type Handler = (
  init: RequestInit | undefined,
  url: string,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Replaces fetch with a table of "METHOD /path" → response; records every call. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Array<{ key: string; url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.replace(/^\/api/, '').split('?')[0]!;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    calls.push({ key, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[key];
    if (!handler) throw new TypeError(`Failed to fetch (${key} not mocked)`);
    const { status, body } = await handler(init, url);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const signedIn = () => ({ status: 200, body: USER });
export const signedOut = () => ({ status: 401, body: { detail: 'Not authenticated' } });

/** Shows where the router is, so tests can assert on navigation. */
function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

const Protected = ({ name }: { name: string }) => (
  <ProtectedRoute>
    <h1>{name}</h1>
  </ProtectedRoute>
);

/** The auth pages and two protected pages under AuthProvider, at `path` (with optional router state). */
export function renderApp(path: string, state?: unknown, extra?: ReactNode) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[{ pathname: path.split('#')[0]!, state }]}>
        <AuthProvider>
          <Where />
          {extra}
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route
              path="/login"
              element={
                <GuestRoute>
                  <LoginPage />
                </GuestRoute>
              }
            />
            <Route
              path="/signup"
              element={
                <GuestRoute>
                  <SignupPage />
                </GuestRoute>
              }
            />
            <Route
              path="/forgot-password"
              element={
                <GuestRoute>
                  <ForgotPasswordPage />
                </GuestRoute>
              }
            />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/auth-callback" element={<AuthCallbackPage />} />
            <Route path="/analyze" element={<Protected name="Your Essay Coach" />} />
            <Route path="/dashboard" element={<Protected name="Dashboard" />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </FluentProvider>,
  );
}
