import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createUserAndLogin } from '../../helpers/auth';
import { call, sessionSid, startAuthApp, type AuthApp } from './setup';

describe('auth security', () => {
  let a: AuthApp;
  beforeAll(async () => {
    a = await startAuthApp({ ALLOWED_ORIGINS: 'https://partner.example' });
  });
  afterAll(() => a.t.close());

  it('does not reveal which e-mail addresses have accounts', async () => {
    const { email, password } = await createUser(a.t);
    const [taken, fresh] = await Promise.all([
      call(a.t, 'POST', '/auth/signup', { body: { email, password: 'sunlit river stones' } }),
      call(a.t, 'POST', '/auth/signup', {
        body: { email: 'nobody-yet@example.com', password: 'sunlit river stones' },
      }),
    ]);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    // Both get a signup cookie (a random browser mark), and no session.
    const cookieNames = (cookie: string) => cookie.split('; ').map((c) => c.split('=')[0]);
    expect(cookieNames(taken.cookie)).toEqual(cookieNames(fresh.cookie));
    expect(cookieNames(taken.cookie)).toEqual(['essay_coach_signup']);
    // The owner of the taken address is told, the new address gets a confirmation link.
    expect((await a.mailer.next(email)).subject).toMatch(/Your Essay Coach account/);
    expect((await a.mailer.next('nobody-yet@example.com')).subject).toMatch(/Confirm/);

    const wrongPassword = await call(a.t, 'POST', '/auth/login', {
      body: { email, password: `${password}x` },
    });
    const unknownEmail = await call(a.t, 'POST', '/auth/login', {
      body: { email: 'ghost@example.com', password },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({ detail: 'Incorrect email or password.' });

    const knownReset = await call(a.t, 'POST', '/auth/password-reset', { body: { email } });
    const unknownReset = await call(a.t, 'POST', '/auth/password-reset', {
      body: { email: 'ghost@example.com' },
    });
    expect(knownReset.status).toBe(200);
    expect(knownReset.body).toEqual(unknownReset.body);
    expect((await a.mailer.next(email)).subject).toMatch(/Reset/);
  });

  it('rate-limits password guesses with 429, Retry-After and the spec message', async () => {
    const { email, password } = await createUser(a.t);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await call(a.t, 'POST', '/auth/login', { body: { email, password: 'wrong-password' } });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body).toEqual({ detail: 'Too many requests. Please wait a moment and try again.' });
    // Even the right password is refused until the window has passed.
    expect((await call(a.t, 'POST', '/auth/login', { body: { email, password } })).status).toBe(429);
    a.clock.ms += 15 * 60 * 1000 + 1000;
    try {
      expect((await call(a.t, 'POST', '/auth/login', { body: { email, password } })).status).toBe(200);
    } finally {
      a.clock.ms -= 15 * 60 * 1000 + 1000;
    }
  });

  it('limits reset mails per address per hour, for known and unknown addresses alike', async () => {
    const { email } = await createUser(a.t);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push((await call(a.t, 'POST', '/auth/password-reset', { body: { email } })).status);
      unknown.push(
        (await call(a.t, 'POST', '/auth/password-reset', { body: { email: 'nobody@example.org' } })).status,
      );
    }
    expect(known).toEqual([200, 200, 200, 429]);
    expect(unknown).toEqual(known);
  });

  it('refuses state-changing requests from a foreign Origin with 403', async () => {
    const { email, password } = await createUser(a.t);
    const foreign = await call(a.t, 'POST', '/auth/login', {
      body: { email, password },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    // The refusal says what to do: open the app at its address, or which setting accepts this one.
    expect(foreign.body.detail).toMatch(
      /^Request origin not allowed: this page was opened at https:\/\/evil\.example, but the server answers pages from http.*Open .* instead, or set PUBLIC_URL \(or ALLOWED_ORIGINS\) to https:\/\/evil\.example/,
    );
    expect(foreign.cookie).toBe('');
    const nullOrigin = await call(a.t, 'POST', '/auth/logout', { headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);
    // A browser request without Origin but marked cross-site is refused too.
    const crossSite = await fetch(`${a.t.api}/auth/logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    // The desktop app's origin and configured extra origins are allowed.
    expect(
      (await call(a.t, 'POST', '/auth/logout', { headers: { origin: 'app://essay-coach' } })).status,
    ).toBe(200);
    expect(
      (await call(a.t, 'POST', '/auth/logout', { headers: { origin: 'https://partner.example' } })).status,
    ).toBe(200);
  });

  it('refuses a link exchange requested by another site (login CSRF)', async () => {
    const res = await call(a.t, 'GET', '/auth/callback?access_token=abc&type=signup', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('answers CORS for the allowed origins only, with credentials', async () => {
    const preflight = await fetch(`${a.t.api}/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'app://essay-coach', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('app://essay-coach');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('vary')).toMatch(/Origin/);

    const evil = await fetch(`${a.t.api}/auth/me`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const evilPreflight = await fetch(`${a.t.api}/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evilPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('validates input with {detail: [{msg}]} and refuses common passwords', async () => {
    const short = await call(a.t, 'POST', '/auth/signup', {
      body: { email: 'a@example.com', password: 'short' },
    });
    expect(short.status).toBe(422);
    expect(short.body.detail[0].msg).toBe('Password must be at least 8 characters long');
    const badEmail = await call(a.t, 'POST', '/auth/signup', {
      body: { email: 'not-an-email', password: 'long enough pass' },
    });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.detail[0].msg).toBe('Please enter a valid email address');
    const common = await call(a.t, 'POST', '/auth/signup', {
      body: { email: 'c@example.com', password: 'iloveyou' },
    });
    expect(common.status).toBe(422);
    expect(common.body.detail[0].msg).toMatch(/most commonly used passwords/);
    const long = await call(a.t, 'POST', '/auth/signup', {
      body: { email: 'd@example.com', password: 'x'.repeat(64) + ' still fine' },
    });
    expect(long.status).toBe(200);
  });

  it('a request in flight during logout cannot write the session back', async () => {
    const { cookie } = await createUserAndLogin(a.t);
    const sid = sessionSid(cookie);
    // Make the next user lookup (inside the session middleware) wait until logout has finished.
    const pool = a.t.db.pool;
    const original = pool.query.bind(pool);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    let armed = true;
    pool.query = ((...args: Parameters<typeof original>) => {
      const text = typeof args[0] === 'string' ? args[0] : '';
      if (armed && text.includes('FROM users WHERE id = $1')) {
        armed = false;
        entered();
        return gate.then(() => original(...args));
      }
      return original(...args);
    }) as typeof pool.query;
    try {
      // Two minutes later, so the in-flight request also modifies the session (last-seen time).
      a.clock.ms += 2 * 60_000;
      const slow = call(a.t, 'GET', '/auth/me', { cookie });
      await inside;
      const out = await call(a.t, 'POST', '/auth/logout', { cookie });
      expect(out.status).toBe(200);
      release();
      expect((await slow).status).toBe(200);
    } finally {
      pool.query = original;
      a.clock.ms -= 2 * 60_000;
    }
    const { rows } = await pool.query('SELECT 1 FROM session WHERE sid = $1', [sid]);
    expect(rows).toHaveLength(0);
    expect((await call(a.t, 'GET', '/auth/me', { cookie })).status).toBe(401);
  });
});
