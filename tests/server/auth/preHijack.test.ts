import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken } from '../../helpers/auth';
import { call, startAuthApp, type AuthApp } from './setup';

// Pre-hijacking: someone signs up with an address they do not own, before or after its owner. Whichever
// order and whichever link the owner clicks, the attacker must never end up knowing the password of the
// confirmed account. Each party uses their own "browser" (the signup cookie their sign-up was given).

describe('sign-up cannot be hijacked before confirmation', () => {
  let a: AuthApp;
  beforeAll(async () => {
    a = await startAuthApp();
  });
  afterAll(() => a.t.close());

  const OWNER_PW = 'owner walks the long river';
  const ATTACKER_PW = 'attacker knows this one';

  async function signUp(email: string, password: string, cookie?: string) {
    const res = await call(a.t, 'POST', '/auth/signup', { body: { email, password }, cookie });
    expect(res.status).toBe(200);
    return { cookie: res.cookie, link: linkToken(await a.mailer.next(email)).token };
  }
  const loginStatus = async (email: string, password: string) =>
    (await call(a.t, 'POST', '/auth/login', { body: { email, password } })).status;
  const openLink = (token: string, cookie?: string) =>
    call(a.t, 'GET', `/auth/callback?access_token=${token}&type=signup`, { cookie });
  const confirmWith = (token: string, password: string) =>
    call(a.t, 'POST', '/auth/confirm', { body: { access_token: token, password } });

  it('owner first, attacker second: the newest link (the attacker’s) cannot confirm for the owner', async () => {
    const email = 'owner-first@example.com';
    const owner = await signUp(email, OWNER_PW);
    const attacker = await signUp(email, ATTACKER_PW);

    // The owner clicks the newest mail in their own browser: it was not their sign-up, so they are asked
    // for its password, and theirs is refused with a plain explanation.
    const opened = await openLink(attacker.link, owner.cookie);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ type: 'signup', password_required: true });
    expect(opened.cookie).not.toMatch(/session/);
    const wrong = await confirmWith(attacker.link, OWNER_PW);
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail[0].msg).toMatch(/not the password you chose/);

    // Their own (earlier) link still works, in their browser, without typing anything.
    const confirmed = await openLink(owner.link, owner.cookie);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe(email);
    expect(confirmed.cookie).toMatch(/essay_coach_session=/);

    expect(await loginStatus(email, OWNER_PW)).toBe(200);
    expect(await loginStatus(email, ATTACKER_PW)).toBe(401);
    // The attacker's link died with the confirmation.
    expect((await confirmWith(attacker.link, ATTACKER_PW)).status).toBe(400);
  });

  it('attacker first, owner second: the owner confirms with their own password from any device', async () => {
    const email = 'attacker-first@example.com';
    const attacker = await signUp(email, ATTACKER_PW);
    const owner = await signUp(email, OWNER_PW);

    // The attacker's link, opened by the owner (another browser): never confirms with the attacker's password.
    expect((await openLink(attacker.link)).body.password_required).toBe(true);
    // The owner's link opened on their phone (no signup cookie): their password confirms and signs in.
    expect((await openLink(owner.link)).body.password_required).toBe(true);
    const confirmed = await confirmWith(owner.link, OWNER_PW);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ type: 'signup', user: { email } });
    expect(confirmed.cookie).toMatch(/essay_coach_session=/);

    expect(await loginStatus(email, OWNER_PW)).toBe(200);
    expect(await loginStatus(email, ATTACKER_PW)).toBe(401);
    expect((await openLink(attacker.link, attacker.cookie)).status).toBe(400);
  });

  it('attacker alone: the owner clicking the link confirms nothing, and the attacker never gets in', async () => {
    const email = 'never-signed-up@example.com';
    const attacker = await signUp(email, ATTACKER_PW);
    expect((await openLink(attacker.link)).body.password_required).toBe(true);
    expect((await confirmWith(attacker.link, 'whatever the owner types')).status).toBe(400);
    expect(await loginStatus(email, ATTACKER_PW)).toBe(403); // unconfirmed, still
  });

  it('a later sign-up never replaces an earlier sign-up’s password on its link', async () => {
    const email = 'two-tries@example.com';
    const first = await signUp(email, OWNER_PW);
    await signUp(email, ATTACKER_PW, first.cookie);
    // Same browser did both: the first link confirms with the first sign-up's password.
    expect((await openLink(first.link, first.cookie)).status).toBe(200);
    expect(await loginStatus(email, OWNER_PW)).toBe(200);
    expect(await loginStatus(email, ATTACKER_PW)).toBe(401);
  });
});
