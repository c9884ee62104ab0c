import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createUserAndLogin, linkToken } from '../../helpers/auth';
import { call, startAuthApp, type AuthApp } from './setup';

describe('password reset', () => {
  let a: AuthApp;
  beforeAll(async () => {
    a = await startAuthApp();
  });
  afterAll(() => a.t.close());

  async function recoveryGrant(email: string) {
    expect((await call(a.t, 'POST', '/auth/password-reset', { body: { email } })).status).toBe(200);
    const link = linkToken(await a.mailer.next(email));
    expect(link.type).toBe('recovery');
    const exchange = await call(a.t, 'GET', `/auth/callback?access_token=${link.token}&type=recovery`);
    return { link, exchange };
  }

  it('resets the password through the mailed link and ends every session of the user', async () => {
    const user = await createUserAndLogin(a.t);
    const otherDevice = await call(a.t, 'POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect((await call(a.t, 'GET', '/auth/me', { cookie: otherDevice.cookie })).status).toBe(200);

    const { exchange } = await recoveryGrant(user.email);
    expect(exchange.status).toBe(200);
    expect(exchange.body.type).toBe('recovery');
    const setCookie = exchange.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(
      /^access_token=[\w-]{43}; Max-Age=900; Path=\/api\/auth; Expires=.*; HttpOnly; SameSite=Lax$/m,
    );
    // The recovery grant is not a sign-in.
    expect((await call(a.t, 'GET', '/auth/me', { cookie: exchange.cookie })).status).toBe(401);

    const update = await call(a.t, 'POST', '/auth/password-update', {
      body: { new_password: 'a brand new passphrase' },
      cookie: exchange.cookie,
    });
    expect(update.status).toBe(200);
    expect((await call(a.t, 'GET', '/auth/me', { cookie: user.cookie })).status).toBe(401);
    expect((await call(a.t, 'GET', '/auth/me', { cookie: otherDevice.cookie })).status).toBe(401);

    const oldLogin = await call(a.t, 'POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(a.t, 'POST', '/auth/login', {
      body: { email: user.email, password: 'a brand new passphrase' },
    });
    expect(newLogin.status).toBe(200);

    // The grant was single-use.
    const reuse = await call(a.t, 'POST', '/auth/password-update', {
      body: { new_password: 'yet another passphrase' },
      cookie: exchange.cookie,
    });
    expect(reuse.status).toBe(400);
  });

  it('refuses password-update without the recovery cookie, even for a signed-in user', async () => {
    const { cookie } = await createUserAndLogin(a.t);
    const res = await call(a.t, 'POST', '/auth/password-update', {
      body: { new_password: 'another long one' },
      cookie,
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/expired or was already used/);
  });

  it('expires recovery links after 1 hour and the grant after 15 minutes', async () => {
    const { email } = await createUser(a.t);
    await call(a.t, 'POST', '/auth/password-reset', { body: { email } });
    const link = linkToken(await a.mailer.next(email));
    a.clock.ms += 60 * 60 * 1000 + 1000;
    try {
      expect((await call(a.t, 'GET', `/auth/callback?access_token=${link.token}&type=recovery`)).status).toBe(
        400,
      );
    } finally {
      a.clock.ms -= 60 * 60 * 1000 + 1000;
    }
    const fresh = await call(a.t, 'GET', `/auth/callback?access_token=${link.token}&type=recovery`);
    expect(fresh.status).toBe(200);
    a.clock.ms += 15 * 60 * 1000 + 1000;
    try {
      const late = await call(a.t, 'POST', '/auth/password-update', {
        body: { new_password: 'too late for this' },
        cookie: fresh.cookie,
      });
      expect(late.status).toBe(400);
    } finally {
      a.clock.ms -= 15 * 60 * 1000 + 1000;
    }
  });

  it('does not accept a recovery link as a confirmation link or the other way round', async () => {
    const { email } = await createUser(a.t);
    await call(a.t, 'POST', '/auth/password-reset', { body: { email } });
    const link = linkToken(await a.mailer.next(email));
    expect((await call(a.t, 'GET', `/auth/callback?access_token=${link.token}&type=signup`)).status).toBe(
      400,
    );
  });

  it('refuses a common password at reset with a clear message, keeping the grant usable', async () => {
    const { email } = await createUser(a.t);
    const { exchange } = await recoveryGrant(email);
    const weak = await call(a.t, 'POST', '/auth/password-update', {
      body: { new_password: 'password123' },
      cookie: exchange.cookie,
    });
    expect(weak.status).toBe(422);
    expect(weak.body.detail[0].msg).toMatch(/most commonly used passwords/);
    const good = await call(a.t, 'POST', '/auth/password-update', {
      body: { new_password: 'violet kettle orbit' },
      cookie: exchange.cookie,
    });
    expect(good.status).toBe(200);
  });

  it('never stores or logs a raw token', async () => {
    const { email } = await createUser(a.t);
    const { link, exchange } = await recoveryGrant(email);
    const grant = /access_token=([\w-]+)/.exec(exchange.cookie)![1]!;
    const { rows } = await a.t.db.pool.query(
      `SELECT string_agg(t::text, ' ') AS dump FROM (SELECT * FROM auth_tokens) t`,
    );
    const sessions = await a.t.db.pool.query(`SELECT string_agg(s::text, ' ') AS dump FROM session s`);
    const dump = `${rows[0].dump} ${sessions.rows[0].dump}`;
    expect(dump.length).toBeGreaterThan(0);
    expect(dump).not.toContain(link.token);
    expect(dump).not.toContain(grant);
    expect(a.log()).toContain('/auth/callback?[redacted]');
    expect(a.log()).not.toContain(link.token);
    expect(a.log()).not.toContain(grant);
  });
});
