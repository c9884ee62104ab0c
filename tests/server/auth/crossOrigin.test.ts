import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossSiteCookie } from '../../../electron/main/apiCookies';
import { createUser } from '../../helpers/auth';
import { call, startAuthApp, type AuthApp } from './setup';

// Sign-in from the desktop app: its page is app://essay-coach, another origin (and site) than the backend.
// The server must answer CORS with credentials for that origin, accept its state-changing requests, and
// set a session cookie the app can store as SameSite=None; Secure (electron/main/apiCookies.ts) and
// send back on every API call. README "Desktop app" documents these settings.

const APP = 'app://essay-coach';
const fromApp = (cookie?: string) => ({ headers: { origin: APP }, ...(cookie ? { cookie } : {}) });
const cors = (headers: Headers) => ({
  origin: headers.get('access-control-allow-origin'),
  credentials: headers.get('access-control-allow-credentials'),
});
const sessionCookieOf = (headers: Headers) =>
  headers.getSetCookie().find((c) => /^(__Host-)?essay_coach_session=/.test(c)) ?? '';

describe('sign-in from the desktop app (another origin), http backend', () => {
  let a: AuthApp;
  beforeAll(async () => {
    a = await startAuthApp();
  });
  afterAll(() => a.t.close());

  it('answers the preflight of a JSON sign-in with credentials allowed', async () => {
    const preflight = await fetch(`${a.t.api}/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin: APP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(cors(preflight.headers)).toEqual({ origin: APP, credentials: 'true' });
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  it('signs in, stays signed in on the next call and signs out, all from app://essay-coach', async () => {
    const { email, password } = await createUser(a.t);
    const login = await call(a.t, 'POST', '/auth/login', { body: { email, password }, ...fromApp() });
    expect(login.status).toBe(200);
    expect(cors(login.headers)).toEqual({ origin: APP, credentials: 'true' });
    const setCookie = sessionCookieOf(login.headers);
    // Host-only (no Domain), the whole site (Path=/), out of reach of scripts, and persistent so a
    // relaunched app is still signed in.
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/(;|$)/);
    expect(setCookie).toMatch(/Expires=|Max-Age=/i);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(login.cookie).not.toBe('');

    const me = await call(a.t, 'GET', '/auth/me', fromApp(login.cookie));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email });
    expect(cors(me.headers)).toEqual({ origin: APP, credentials: 'true' });

    const logout = await call(a.t, 'POST', '/auth/logout', fromApp(login.cookie));
    expect(logout.status).toBe(200);
    expect(cors(logout.headers)).toEqual({ origin: APP, credentials: 'true' });
    expect((await call(a.t, 'GET', '/auth/me', fromApp(login.cookie))).status).toBe(401);
  });

  it('exposes the headers the app reads (Retry-After on rate limits)', async () => {
    const res = await call(a.t, 'GET', '/auth/me', fromApp());
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
  });

  it('gives no CORS answer to another app:// host or a look-alike origin', async () => {
    for (const origin of ['app://evil', 'app://essay-coach.evil.example', 'http://essay-coach']) {
      const res = await call(a.t, 'GET', '/auth/me', { headers: { origin } });
      expect(cors(res.headers), origin).toEqual({ origin: null, credentials: null });
      const { email, password } = await createUser(a.t);
      const login = await call(a.t, 'POST', '/auth/login', {
        body: { email, password },
        headers: { origin },
      });
      expect(login.status, origin).toBe(403);
      expect(login.cookie, origin).toBe('');
    }
  });

  it("the session cookie, as the app stores it, is SameSite=None; Secure with the server's other attributes", async () => {
    const { email, password } = await createUser(a.t);
    const login = await call(a.t, 'POST', '/auth/login', { body: { email, password }, ...fromApp() });
    const original = sessionCookieOf(login.headers);
    const stored = crossSiteCookie(original);
    expect(stored).toMatch(/; SameSite=None$/);
    expect(stored).toMatch(/; Secure(;|$)/);
    expect(stored).not.toMatch(/SameSite=Lax/i);
    for (const attribute of original.split('; ').filter((p) => !/^SameSite=/i.test(p))) {
      expect(stored).toContain(attribute);
    }
  });
});

describe('sign-in from the desktop app, https backend behind a TLS proxy', () => {
  let a: AuthApp;
  beforeAll(async () => {
    a = await startAuthApp({ PUBLIC_URL: 'https://coach.example', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => a.t.close());

  it('sets a __Host- cookie that the app can store cross-site and send back', async () => {
    const { email, password } = await createUser(a.t);
    const login = await call(a.t, 'POST', '/auth/login', {
      body: { email, password },
      headers: { origin: APP, 'x-forwarded-proto': 'https' },
    });
    expect(login.status).toBe(200);
    expect(cors(login.headers)).toEqual({ origin: APP, credentials: 'true' });
    const original = sessionCookieOf(login.headers);
    expect(original).toMatch(/^__Host-essay_coach_session=/);
    expect(original).toMatch(/; Secure(;|$)/);

    // __Host- rules still hold after the app's rewrite: Secure, Path=/, no Domain.
    const stored = crossSiteCookie(original);
    expect(stored).toMatch(/^__Host-essay_coach_session=/);
    expect(stored).toMatch(/; Path=\/(;|$)/);
    expect(stored).not.toMatch(/Domain=/i);
    expect(stored.match(/; Secure/g)).toHaveLength(1);
    expect(stored).toMatch(/; SameSite=None$/);

    const me = await call(a.t, 'GET', '/auth/me', {
      cookie: login.cookie,
      headers: { origin: APP, 'x-forwarded-proto': 'https' },
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email });
  });
});
