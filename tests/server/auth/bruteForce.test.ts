import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createUserAndLogin } from '../../helpers/auth';
import { call, startAuthApp, type AuthApp } from './setup';

// Password guessing spread over many source addresses (X-Forwarded-For, believed under TRUST_PROXY):
// per-IP limits give every new address fresh guesses, so the account itself must set the ceiling.

describe('password guesses: a ceiling per account across addresses', () => {
  let a: AuthApp;
  beforeAll(async () => {
    a = await startAuthApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => a.t.close());

  let ip = 0;
  const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}` });
  const login = (email: string, password: string) =>
    call(a.t, 'POST', '/auth/login', { body: { email, password }, headers: fromNewAddress() });

  it('after 10 wrong passwords from 10 addresses, each further guess waits longer; never a lockout', async () => {
    const { email, password } = await createUser(a.t);
    for (let i = 0; i < 10; i++) expect((await login(email, `wrong guess ${i}`)).status).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await login(email, 'another wrong guess');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ detail: 'Too many requests. Please wait a moment and try again.' });
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      a.clock.ms += wait * 1000;
      expect((await login(email, 'wrong after waiting')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);

    // The owner, during the wait, from yet another address: asked to wait too, then let in.
    const early = await login(email, password);
    expect(early.status).toBe(429);
    a.clock.ms += Number(early.headers.get('retry-after')) * 1000;
    expect((await login(email, password)).status).toBe(200);
    // A successful sign-in forgets the guesses.
    expect((await login(email, 'one typo')).status).toBe(401);
    expect((await login(email, password)).status).toBe(200);
  });

  it('30 guesses at once from 30 addresses: exactly the 10 free ones are checked', async () => {
    const { email } = await createUser(a.t);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, `burst ${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('counts guesses at "change password" against the same account budget', async () => {
    const user = await createUserAndLogin(a.t);
    const change = (current: string) =>
      call(a.t, 'POST', '/account/password', {
        cookie: user.cookie,
        body: { current_password: current, new_password: 'a brand new passphrase' },
        headers: fromNewAddress(),
      });
    for (let i = 0; i < 10; i++) expect((await change(`not it ${i}`)).status).toBe(400);
    const refused = await change('still not it');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The guesses at the session's password also hold back sign-in guesses at that account.
    expect((await login(user.email, 'wrong')).status).toBe(429);
  });
});
