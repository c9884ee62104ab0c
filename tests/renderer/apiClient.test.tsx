import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_BASE_URL,
  ApiError,
  apiGet,
  apiPost,
  apiPostForm,
  browser,
  errorMessageFromBody,
  shouldRedirectOn401,
} from '../../renderer/src/api/client';
import { MESSAGES } from '../../shared/messages';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('error message from the body (spec section 8)', () => {
  it('uses a string detail as is', () => {
    expect(errorMessageFromBody({ detail: 'Invalid email or password' })).toBe('Invalid email or password');
  });
  it("joins a list of field errors from each item's msg", () => {
    expect(
      errorMessageFromBody({ detail: [{ msg: 'Email is required' }, { msg: 'Password is too short' }] }),
    ).toBe('Email is required, Password is too short');
  });
  it("falls back to 'Validation error' for a list without messages", () => {
    expect(errorMessageFromBody({ detail: [{ loc: ['body'] }] })).toBe('Validation error');
    expect(errorMessageFromBody({ detail: [] })).toBe('Validation error');
  });
  it('reads error, then message, from an object detail', () => {
    expect(errorMessageFromBody({ detail: { error: 'Quota exhausted' } })).toBe('Quota exhausted');
    expect(errorMessageFromBody({ detail: { message: 'Try later' } })).toBe('Try later');
  });
  it('uses the generic text otherwise', () => {
    for (const body of [null, 'oops', {}, { detail: 42 }, { detail: {} }]) {
      expect(errorMessageFromBody(body)).toBe(MESSAGES.genericError);
    }
  });
});

describe('401 redirect rules', () => {
  it('sends the browser to /login from a protected page', () => {
    expect(shouldRedirectOn401('/dashboard', '/usage/stats')).toBe(true);
    expect(shouldRedirectOn401('/analyze', '/analyze')).toBe(true);
  });
  it('does not redirect from the auth pages or the public pages', () => {
    const pages = [
      '/login',
      '/signup',
      '/auth-callback',
      '/auth/callback',
      '/forgot-password',
      '/reset-password',
    ];
    const publicPages = ['/', '/help', '/features', '/pricing', '/about', '/terms', '/privacy', '/pricing/'];
    for (const page of [...pages, ...publicPages])
      expect(shouldRedirectOn401(page, '/usage/stats')).toBe(false);
  });
  it('does not redirect for the current-user check', () => {
    expect(shouldRedirectOn401('/dashboard', '/auth/me')).toBe(false);
    expect(shouldRedirectOn401('/dashboard', '/auth/me?t=1')).toBe(false);
  });
});

describe('api calls', () => {
  let goToLogin: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    goToLogin = vi.spyOn(browser, 'goToLogin').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.pushState({}, '', '/');
  });

  it("calls the same-origin '/api' base with credentials and JSON", async () => {
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('/feedback/submit', { feedback_text: 'Great product!' })).resolves.toEqual({
      ok: true,
    });
    expect(API_BASE_URL).toBe('/api');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/feedback/submit');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ feedback_text: 'Great product!' }));
  });

  it('sends forms without forcing a JSON content type', async () => {
    const fetchMock = vi.fn(async () => json(200, { text: 'essay' }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'essay.txt');
    await apiPostForm('/upload', form);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('throws ApiError with the message, status and body', async () => {
    const body = {
      detail: [{ msg: 'Feedback must be at least 10 characters', loc: ['body', 'feedback_text'] }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, body)),
    );
    const error = await apiPost('/feedback/submit', { feedback_text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Feedback must be at least 10 characters', status: 422, body });
  });

  it('redirects to /login on a 401 from a protected page, but not for /auth/me or on a public page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { detail: 'Not authenticated' })),
    );

    window.history.pushState({}, '', '/dashboard');
    await expect(apiGet('/usage/stats')).rejects.toMatchObject({ status: 401, message: 'Not authenticated' });
    expect(goToLogin).toHaveBeenCalledTimes(1);

    await expect(apiGet('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(goToLogin).toHaveBeenCalledTimes(1);

    window.history.pushState({}, '', '/pricing');
    await expect(apiGet('/usage/stats')).rejects.toBeInstanceOf(ApiError);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('does not redirect on other errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { detail: 'Forbidden' })),
    );
    window.history.pushState({}, '', '/dashboard');
    await expect(apiGet('/usage/stats')).rejects.toMatchObject({ status: 403 });
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
