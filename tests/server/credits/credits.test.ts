import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCredits } from '../../../server/services/credits';
import { getUsageRow, monthStart } from '../../../server/services/usage';
import { CREDIT_MESSAGES, creditGrantFor, creditRefusal } from '../../../shared/schemas/credits';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDb';
import { insertUser, setUsage } from '../usage/seed';

const HOUR = 60 * 60 * 1000;
const START = new Date('2030-03-10T09:00:00Z');
const MONTH = monthStart(START);

describe('credit grant rule (spec section 9)', () => {
  it.each([
    [0, 0, { basic: 3, premium: 2 }],
    [4, 0, { basic: 0, premium: 2 }],
    [0, 1, { basic: 5, premium: 0 }],
    [1, 1, { basic: 5, premium: 0 }],
    [2, 1, { basic: 0, premium: 2 }],
  ])('basic %i left, premium %i left → %o', (basic, premium, grant) => {
    expect(creditGrantFor({ basic_remaining: basic, premium_remaining: premium })).toEqual(grant);
  });

  it('allows a top-up only when something is exhausted, under 3 a month and 3 hours apart', () => {
    const base = {
      basic_remaining: 0,
      premium_remaining: 2,
      credit_request_count: 0,
      last_credit_request_at: null,
    };
    expect(creditRefusal(base, START)).toBeNull();
    expect(creditRefusal({ ...base, basic_remaining: 1 }, START)).toBe('not_exhausted');
    expect(creditRefusal({ ...base, credit_request_count: 3 }, START)).toBe('monthly_limit');
    const last = new Date(START.getTime() - 3 * HOUR + 1000);
    expect(creditRefusal({ ...base, last_credit_request_at: last }, START)).toBe('too_soon');
    expect(
      creditRefusal({ ...base, last_credit_request_at: new Date(START.getTime() - 3 * HOUR) }, START),
    ).toBeNull();
  });
});

describe('requestCredits', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(12);
  });
  afterAll(() => db.close());

  const request = (userId: string, now: Date, plan: 'free' | 'pro' | 'premium' = 'free') =>
    requestCredits(db.pool, { userId, plan, season: false, now });

  it('grants exactly once when ten requests arrive at the same moment', async () => {
    const user = await insertUser(db.pool);
    await setUsage(db.pool, user.id, MONTH, { basic_used: 5 });
    // Open ten connections first, so the requests really run side by side instead of queueing for one.
    await Promise.all(Array.from({ length: 10 }, () => db.pool.query('SELECT pg_sleep(0.05)')));
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => request(user.id, START)));
    const granted = outcomes.filter((o) => o.response.granted);
    expect(granted).toHaveLength(1);
    expect(granted[0]!.response.credits_granted).toEqual({ basic: 5, premium: 0 });
    for (const o of outcomes.filter((x) => !x.response.granted)) {
      // The winner's grant un-exhausted basic, so the others are refused for that reason.
      expect(o.response.message).toBe(CREDIT_MESSAGES.notExhausted);
      expect(o.response.credits_granted).toEqual({ basic: 0, premium: 0 });
    }
    const row = await getUsageRow(db.pool, user.id, START);
    expect(row).toMatchObject({ basic_bonus: 5, premium_bonus: 0, credit_request_count: 1 });
  });

  it('refuses a fourth top-up in the same month', async () => {
    const user = await insertUser(db.pool);
    let now = START;
    for (let i = 0; i < 3; i++) {
      const row = await getUsageRow(db.pool, user.id, now);
      await setUsage(db.pool, user.id, MONTH, { basic_used: 5 + row.basic_bonus });
      const outcome = await request(user.id, now);
      expect(outcome.response.granted).toBe(true);
      now = new Date(now.getTime() + 3 * HOUR);
    }
    const row = await getUsageRow(db.pool, user.id, now);
    await setUsage(db.pool, user.id, MONTH, { basic_used: 5 + row.basic_bonus });
    const fourth = await request(user.id, now);
    expect(fourth.response).toEqual({
      granted: false,
      credits_granted: { basic: 0, premium: 0 },
      message: CREDIT_MESSAGES.monthlyLimit,
    });
    // A new month starts from zero again.
    const nextMonth = new Date('2030-04-02T00:00:00Z');
    await setUsage(db.pool, user.id, monthStart(nextMonth), { premium_used: 2 });
    expect((await request(user.id, nextMonth)).response.granted).toBe(true);
  });

  it('enforces three hours between top-ups with the injected clock', async () => {
    const user = await insertUser(db.pool);
    await setUsage(db.pool, user.id, MONTH, { basic_used: 5, premium_used: 2 });
    const first = await request(user.id, START);
    expect(first.response.credits_granted).toEqual({ basic: 3, premium: 2 });
    await setUsage(db.pool, user.id, MONTH, { basic_used: 8, premium_used: 4 });
    const early = await request(user.id, new Date(START.getTime() + 3 * HOUR - 60_000));
    expect(early.response).toMatchObject({ granted: false, message: CREDIT_MESSAGES.tooSoon });
    const later = await request(user.id, new Date(START.getTime() + 3 * HOUR));
    expect(later.response.granted).toBe(true);
  });

  it('refuses when nothing is exhausted, and on unlimited plans', async () => {
    const user = await insertUser(db.pool);
    await setUsage(db.pool, user.id, MONTH, { basic_used: 4, premium_used: 1 });
    expect((await request(user.id, START)).response).toMatchObject({
      granted: false,
      message: CREDIT_MESSAGES.notExhausted,
    });
    const rich = await insertUser(db.pool, 'premium');
    await setUsage(db.pool, rich.id, MONTH, { basic_used: 500 });
    expect((await request(rich.id, START, 'premium')).response.granted).toBe(false);
  });

  it('grants premium only when premium is the exhausted kind', async () => {
    const user = await insertUser(db.pool);
    await setUsage(db.pool, user.id, MONTH, { basic_used: 1, premium_used: 2 });
    const outcome = await request(user.id, START);
    expect(outcome.response).toMatchObject({ granted: true, credits_granted: { basic: 0, premium: 2 } });
    expect(outcome.response.message).toBe('Granted 2 Premium credits.');
  });
});
