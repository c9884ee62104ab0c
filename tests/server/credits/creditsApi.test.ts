import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '../../../server/services/usage';
import { CREDIT_MESSAGES, CreditRequestResponseSchema } from '../../../shared/schemas/credits';
import { authHeaders, createUserAndLogin } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { setUsage } from '../usage/seed';

const HOUR = 60 * 60 * 1000;

describe('POST /credits/request', () => {
  let t: TestApp;
  let now = new Date('2030-07-01T08:00:00Z');
  beforeAll(async () => {
    t = await startTestApp({ deps: { now: () => now } });
  });
  afterAll(() => t.close());

  const requestCredits = (cookie: string) =>
    fetch(`${t.api}/credits/request`, { method: 'POST', headers: authHeaders(cookie, t), body: '{}' });

  it('grants one top-up out of ten simultaneous requests and the stats show it', async () => {
    const { cookie, user } = await createUserAndLogin(t);
    await setUsage(t.db.pool, user.id, monthStart(now), { basic_used: 5, premium_used: 2 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await requestCredits(cookie);
        expect(res.status).toBe(200);
        return CreditRequestResponseSchema.parse(await res.json());
      }),
    );
    const granted = answers.filter((a) => a.granted);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toEqual({
      granted: true,
      credits_granted: { basic: 3, premium: 2 },
      message: 'Granted 3 Basic and 2 Premium credits.',
    });
    const stats = await (await fetch(`${t.api}/usage/stats`, { headers: { cookie } })).json();
    expect(stats).toMatchObject({
      basic_remaining: 3,
      premium_remaining: 2,
      credit_request_count: 1,
      last_credit_request_at: now.toISOString(),
    });
  });

  it('refuses a second request within 3 hours with the reason, and allows it after', async () => {
    const { cookie, user } = await createUserAndLogin(t);
    await setUsage(t.db.pool, user.id, monthStart(now), { basic_used: 5 });
    expect(((await (await requestCredits(cookie)).json()) as { granted: boolean }).granted).toBe(true);
    await setUsage(t.db.pool, user.id, monthStart(now), { basic_used: 10 });
    now = new Date(now.getTime() + 2 * HOUR);
    expect(await (await requestCredits(cookie)).json()).toEqual({
      granted: false,
      credits_granted: { basic: 0, premium: 0 },
      message: CREDIT_MESSAGES.tooSoon,
    });
    now = new Date(now.getTime() + HOUR);
    expect(((await (await requestCredits(cookie)).json()) as { granted: boolean }).granted).toBe(true);
  });

  it('is refused without sign-in or from a foreign origin', async () => {
    expect((await fetch(`${t.api}/credits/request`, { method: 'POST' })).status).toBe(401);
    const { cookie } = await createUserAndLogin(t);
    const res = await fetch(`${t.api}/credits/request`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
