import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../renderer/src/auth/storage';
import { pageLoad } from '../../renderer/src/pages/AuthCallback/AuthCallbackPage';
import { mockApi, renderApp, signedIn, signedOut, USER } from './authSupport';

// Typing through user-event is slow on a busy machine; these are not timing tests.
vi.setConfig({ testTimeout: 30_000 });

const location = () => screen.getByTestId('location').textContent;
const passwordInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Login page', () => {
  it('shows the busy label, then returns to the remembered page, replacing history', async () => {
    let answer!: (r: { status: number; body?: unknown }) => void;
    const { calls } = mockApi({
      'GET /auth/me': signedOut,
      'POST /auth/login': () => new Promise((r) => (answer = r)),
    });
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/login'));
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await userEvent.type(passwordInput(/^Password/), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer({ status: 200, body: { user: USER } });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /auth/login')!.body).toEqual({
      email: 'sam@example.com',
      password: 'correct horse',
    });
  });

  it('goes to /analyze by default and shows the server message on failure', async () => {
    let login = (): { status: number; body?: unknown } => ({
      status: 401,
      body: { detail: 'Incorrect email or password.' },
    });
    mockApi({ 'GET /auth/me': signedOut, 'POST /auth/login': () => login() });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'sam@example.com');
    await userEvent.type(passwordInput(/^Password/), 'wrong one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    login = () => ({ status: 200, body: { user: USER } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location()).toBe('/analyze'));
  });

  it('toggles the password visibility', async () => {
    mockApi({ 'GET /auth/me': signedOut });
    renderApp('/login');
    const input = await screen.findByLabelText(/^Password/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the state message after a password reset', async () => {
    mockApi({ 'GET /auth/me': signedOut });
    renderApp('/login', { message: 'Password reset successful! Please sign in with your new password.' });
    expect(
      await screen.findByText('Password reset successful! Please sign in with your new password.'),
    ).toBeInTheDocument();
  });

  it('shows the form while the sign-in check runs, unless a student is remembered on this device', async () => {
    // The check never answers here: what shows is what a visitor sees until it does.
    mockApi({ 'GET /auth/me': () => new Promise(() => undefined) });
    const guest = renderApp('/login');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    guest.unmount();

    localStorage.setItem(USER_KEY, JSON.stringify(USER));
    renderApp('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).toBeNull();
  });

  it('sends a signed-in visitor on to /analyze', async () => {
    mockApi({ 'GET /auth/me': signedIn });
    renderApp('/signup');
    await waitFor(() => expect(location()).toBe('/analyze'));
  });
});

describe('Signup page', () => {
  async function fill(email: string, password: string, confirm: string) {
    await userEvent.type(await screen.findByLabelText(/^Email/), email);
    await userEvent.type(passwordInput(/^Password/), password);
    await userEvent.type(passwordInput(/^Confirm password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('checks matching and length before calling the server', async () => {
    const { calls } = mockApi({ 'GET /auth/me': signedOut });
    renderApp('/signup');
    await fill('new@example.com', 'longenough1', 'longenough2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await userEvent.clear(passwordInput(/^Password/));
    await userEvent.clear(passwordInput(/^Confirm password/));
    await userEvent.type(passwordInput(/^Password/), 'short');
    await userEvent.type(passwordInput(/^Confirm password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(calls.some((c) => c.key === 'POST /auth/signup')).toBe(false);
  });

  it("relays the server's first validation message without 'Value error,'", async () => {
    mockApi({
      'GET /auth/me': signedOut,
      'POST /auth/signup': () => ({
        status: 422,
        body: { detail: [{ msg: 'Value error, This password is too common' }, { msg: 'x' }] },
      }),
    });
    renderApp('/signup');
    await fill('new@example.com', 'password1', 'password1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This password is too common$/);
  });

  it("sends a username derived from the e-mail and shows 'Check Your Email' with 'Go to Login'", async () => {
    let answer!: (r: { status: number; body?: unknown }) => void;
    const { calls } = mockApi({
      'GET /auth/me': signedOut,
      'POST /auth/signup': () => new Promise((r) => (answer = r)),
    });
    renderApp('/signup');
    await fill('new.student@example.com', 'lantern harbor', 'lantern harbor');
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    answer({ status: 200, body: { message: 'ok' } });
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /auth/signup')!.body).toEqual({
      email: 'new.student@example.com',
      password: 'lantern harbor',
      username: 'new.student',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it("'Resend link' signs up again with the same e-mail and password and says which mail to use", async () => {
    const { calls } = mockApi({
      'GET /auth/me': signedOut,
      'POST /auth/signup': () => ({ status: 200, body: { message: 'ok' } }),
    });
    renderApp('/signup');
    await fill('twice@example.com', 'lantern harbor', 'lantern harbor');
    expect(await screen.findByText(/asks for the password you just chose/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Use the newest email/);
    const sent = calls.filter((c) => c.key === 'POST /auth/signup').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });
});

describe('Forgot and reset password pages', () => {
  it("forgot password: 'Sending...', then the form is replaced by the success message", async () => {
    let answer!: (r: { status: number; body?: unknown }) => void;
    mockApi({
      'GET /auth/me': signedOut,
      'POST /auth/password-reset': () => new Promise((r) => (answer = r)),
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer({ status: 200, body: { message: 'If an account exists for that email, we have sent a link.' } });
    expect(await screen.findByRole('status')).toHaveTextContent('we have sent a link');
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it("forgot password: falls back to 'Failed to send reset email. Please try again.'", async () => {
    mockApi({ 'GET /auth/me': signedOut, 'POST /auth/password-reset': () => ({ status: 500, body: {} }) });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send reset email. Please try again.',
    );
  });

  it("reset password: 'Resetting...', then /login with the success message", async () => {
    const { calls } = mockApi({
      'GET /auth/me': signedOut,
      'POST /auth/password-update': () => ({ status: 200, body: { message: 'ok' } }),
    });
    renderApp('/reset-password', { recovery: true });
    await userEvent.type(
      await screen.findByLabelText(/^New password/, { selector: 'input' }),
      'fresh passphrase',
    );
    await userEvent.type(passwordInput(/^Confirm new password/), 'fresh passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password reset successful! Please sign in with your new password.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(calls.find((c) => c.key === 'POST /auth/password-update')!.body).toEqual({
      new_password: 'fresh passphrase',
    });
  });

  it('reset password without the recovery flag only logs a console error and stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /auth/me': signedOut });
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    expect(location()).toBe('/reset-password');
  });
});

describe('Auth callback page', () => {
  it('recovery: exchanges the token and goes to /reset-password', async () => {
    window.history.replaceState(null, '', '/auth-callback#access_token=tok-recovery&type=recovery');
    const { calls } = mockApi({
      'GET /auth/me': signedOut,
      'GET /auth/callback': () => ({ status: 200, body: { message: 'ok', type: 'recovery' } }),
    });
    renderApp('/auth-callback');
    expect(screen.getByText('Verifying your account...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'GET /auth/callback')).toHaveLength(1);
    expect(calls.find((c) => c.key === 'GET /auth/callback')!.url).toContain('access_token=tok-recovery');
    expect(window.location.hash).toBe(''); // the token left the address bar
  });

  it('confirmation: clears the auth flag and after 100 ms loads /analyze in full', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('auth_initialized', 'true');
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/auth-callback#access_token=tok-signup&type=signup');
    mockApi({
      'GET /auth/me': signedOut,
      'GET /auth/callback': () => ({ status: 200, body: { message: 'ok', type: 'signup' } }),
    });
    renderApp('/auth-callback');
    await waitFor(() => expect(localStorage.getItem('auth_initialized')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(assign).toHaveBeenCalledWith('/analyze');
  });

  it('confirmation in another browser: asks for the sign-up password, then loads /analyze', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/auth-callback#access_token=tok-elsewhere&type=signup');
    let confirm = (): { status: number; body?: unknown } => ({
      status: 400,
      body: { detail: [{ msg: 'That is not the password you chose when you asked for this email.' }] },
    });
    const { calls } = mockApi({
      'GET /auth/me': signedOut,
      'GET /auth/callback': () => ({
        status: 200,
        body: {
          message: 'Enter the password you chose when you signed up.',
          type: 'signup',
          password_required: true,
        },
      }),
      'POST /auth/confirm': () => confirm(),
    });
    renderApp('/auth-callback');
    expect(await screen.findByText('Enter the password you chose when you signed up.')).toBeInTheDocument();
    await userEvent.type(passwordInput(/^Password/), 'not mine');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not the password you chose/);
    // A wrong password keeps the form (no redirect to /login) and offers a new link.
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(location()).toBe('/auth-callback');
    expect(screen.getByRole('link', { name: 'Sign up again' })).toBeInTheDocument();

    confirm = () => ({ status: 200, body: { message: 'ok', type: 'signup', user: USER } });
    await userEvent.clear(passwordInput(/^Password/));
    await userEvent.type(passwordInput(/^Password/), 'lantern harbor');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Sign In' }));
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(assign).toHaveBeenCalledWith('/analyze');
    expect(calls.filter((c) => c.key === 'POST /auth/confirm').at(-1)!.body).toEqual({
      access_token: 'tok-elsewhere',
      password: 'lantern harbor',
    });
  });

  it('failure: shows the server detail and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/auth-callback#access_token=tok-bad&type=signup');
    mockApi({
      'GET /auth/me': signedOut,
      'GET /auth/callback': () => ({ status: 400, body: { detail: 'This link is invalid or has expired.' } }),
    });
    renderApp('/auth-callback');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getAllByText(/redirecting to login|taking you to the login page/i)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(location()).toBe('/auth-callback');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(location()).toBe('/login');
  });

  it('no token: says so and goes to /login after 2 s; an error in the URL is shown as is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /auth/me': signedOut });
    const view = renderApp('/auth-callback');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No authentication token found. Redirecting to login...',
    );
    // Said once: the message already says where it goes.
    expect(screen.getAllByText(/redirecting to login|taking you to the login page/i)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(location()).toBe('/login');
    view.unmount();

    window.history.replaceState(
      null,
      '',
      '/auth-callback?error=access_denied&error_description=Email+link+is+invalid',
    );
    renderApp('/auth-callback');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email link is invalid');
  });
});
