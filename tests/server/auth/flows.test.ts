import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createUserAndLogin, linkToken } from '../../helpers/auth';
import { call, sessionSid, startAuthApp, type AuthApp } from './setup';

const HOUR = 60 * 60 * 1000;

describe('accounts: sign-up, confirmation, login, logout', () => {
  let a: AuthApp;
  beforeAll(async () => {
    a = await startAuthApp();
  });
  afterAll(() => a.t.close());

  it('signs up, mails a confirmation link with text and HTML parts, and the link signs the user in', async () => {
    const email = 'New.Student@Example.com';
    const signup = await call(a.t, 'POST', '/auth/signup', {
      body: { email, password: 'blue harbor lantern', username: 'newstudent' },
    });
    expect(signup.status).toBe(200);
    expect(signup.cookie).not.toMatch(/session/); // no session before confirmation
    expect(signup.cookie).toMatch(/^essay_coach_signup=/); // marks the browser that signed up

    const mail = await a.mailer.next(email);
    expect(mail.html).toContain('auth-callback#access_token=');
    expect(mail.text).toMatch(/^http:\/\/localhost:3000\/auth-callback#access_token=[\w-]{43}&type=signup$/m);
    const { token, type } = linkToken(mail);

    const login = await call(a.t, 'POST', '/auth/login', {
      body: { email, password: 'blue harbor lantern' },
      cookie: signup.cookie,
    });
    expect(login.status).toBe(403);
    expect(login.body.detail).toMatch(/confirm your email/);

    // Signing in unconfirmed mails a fresh link; the first one keeps working too (same password).
    const resent = linkToken(await a.mailer.next(email));
    expect(resent.token).not.toBe(token);

    // Opened in the browser that signed up, the link confirms and signs in at once.
    const exchange = await call(a.t, 'GET', `/auth/callback?access_token=${resent.token}&type=${type}`, {
      cookie: signup.cookie,
    });
    expect(exchange.status).toBe(200);
    expect(exchange.body.type).toBe('signup');
    const me = await call(a.t, 'GET', '/auth/me', { cookie: exchange.cookie });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      email,
      username: 'newstudent',
      full_name: null,
      plan_type: 'free',
    });

    // Single use: the same link does nothing the second time, and the confirmed account's other links die.
    for (const used of [resent.token, token]) {
      const again = await call(a.t, 'GET', `/auth/callback?access_token=${used}&type=signup`, {
        cookie: signup.cookie,
      });
      expect(again.status).toBe(400);
      expect(again.body.detail).toBe('This link is invalid or has expired. Please request a new one.');
    }
  });

  it('refuses an expired confirmation link (24 h); an earlier unexpired one keeps working', async () => {
    const email = 'late@example.com';
    const body = { email, password: 'quiet meadow 42' };
    const { cookie } = await call(a.t, 'POST', '/auth/signup', { body });
    const first = linkToken(await a.mailer.next(email));
    await call(a.t, 'POST', '/auth/signup', { body, cookie });
    const second = linkToken(await a.mailer.next(email));

    a.clock.ms += 24 * HOUR + 1000;
    try {
      const late = `/auth/callback?access_token=${second.token}&type=signup`;
      expect((await call(a.t, 'GET', late, { cookie })).status).toBe(400);
    } finally {
      a.clock.ms -= 24 * HOUR + 1000;
    }
    // Back within 24 h the older link works: the expired attempt used nothing up.
    const ok = await call(a.t, 'GET', `/auth/callback?access_token=${first.token}&type=signup`, { cookie });
    expect(ok.status).toBe(200);
  });

  it('gives a new session id at login, logs out for good and answers 401 afterwards', async () => {
    const { cookie, email, password } = await createUserAndLogin(a.t);
    const me = await call(a.t, 'GET', '/auth/me', { cookie });
    expect(me.status).toBe(200);
    const relogin = await call(a.t, 'POST', '/auth/login', { body: { email, password }, cookie });
    expect(relogin.status).toBe(200);
    expect(sessionSid(relogin.cookie)).not.toBe(sessionSid(cookie));
    // The pre-login session id is dead (no fixation).
    expect((await call(a.t, 'GET', '/auth/me', { cookie })).status).toBe(401);

    const out = await call(a.t, 'POST', '/auth/logout', { cookie: relogin.cookie });
    expect(out.status).toBe(200);
    const after = await call(a.t, 'GET', '/auth/me', { cookie: relogin.cookie });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: 'Not authenticated' });
    const { rows } = await a.t.db.pool.query('SELECT 1 FROM session WHERE sid = $1', [
      sessionSid(relogin.cookie),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { email, password } = await createUser(a.t);
    const res = await call(a.t, 'POST', '/auth/login', { body: { email, password } });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/essay_coach_session=.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // http PUBLIC_URL
  });

  it('ends sessions after the idle and the absolute timeout (server clock)', async () => {
    const { cookie } = await createUserAndLogin(a.t);
    a.clock.ms += 60 * 24 * 7 * 60_000 + 60_000; // idle default: 7 days
    try {
      expect((await call(a.t, 'GET', '/auth/me', { cookie })).status).toBe(401);
    } finally {
      a.clock.ms -= 60 * 24 * 7 * 60_000 + 60_000;
    }
    const second = await createUserAndLogin(a.t);
    const start = a.clock.ms;
    try {
      // Active every 6 days, yet the 30-day absolute limit still ends it.
      for (let day = 6; day <= 30; day += 6) {
        a.clock.ms = start + day * 24 * HOUR;
        expect((await call(a.t, 'GET', '/auth/me', { cookie: second.cookie })).status).toBe(200);
      }
      a.clock.ms = start + 31 * 24 * HOUR;
      expect((await call(a.t, 'GET', '/auth/me', { cookie: second.cookie })).status).toBe(401);
    } finally {
      a.clock.ms = start;
    }
  });
});
