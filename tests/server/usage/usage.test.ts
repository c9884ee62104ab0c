import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '../../../server/services/usage';
import { UsageStatsSchema, HistoryPageSchema } from '../../../shared/schemas/usage';
import { createUserAndLogin, setPlan, type SignedInUser } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { insertAnalysis, setUsage } from './seed';

const NOW = new Date('2030-05-20T12:00:00Z');

describe('usage API', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await startTestApp({ deps: { now: () => NOW } });
    alice = await createUserAndLogin(t);
    bob = await createUserAndLogin(t);
  });
  afterAll(() => t.close());

  const get = (path: string, who: SignedInUser) =>
    fetch(`${t.api}${path}`, { headers: { cookie: who.cookie } });

  it('requires sign-in', async () => {
    for (const path of ['/usage/stats', '/usage/history', '/usage/trend']) {
      const res = await fetch(`${t.api}${path}`);
      expect(res.status).toBe(401);
    }
  });

  it('reports this month with limits, bonus credits and the reset date, uncached', async () => {
    await setUsage(t.db.pool, alice.user.id, monthStart(NOW), {
      basic_used: 3,
      basic_bonus: 5,
      premium_used: 2,
    });
    const res = await get(`/usage/stats?timestamp=${Date.now()}`, alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stats = UsageStatsSchema.parse(await res.json());
    expect(stats).toEqual({
      plan_type: 'free',
      basic_used: 3,
      basic_remaining: 7,
      basic_monthly_limit: 10,
      premium_used: 2,
      premium_remaining: 0,
      premium_monthly_limit: 2,
      can_use_basic: true,
      can_use_premium: false,
      reset_date: '2030-06-01T00:00:00.000Z',
      credit_request_count: 0,
      last_credit_request_at: null,
    });
  });

  it('shows unlimited plans as 999999 or more', async () => {
    await setPlan(t, bob.user.id, 'premium');
    const stats = UsageStatsSchema.parse(await (await get('/usage/stats', bob)).json());
    expect(stats.plan_type).toBe('premium');
    expect(stats.basic_monthly_limit).toBeGreaterThanOrEqual(999_999);
    expect(stats.can_use_premium).toBe(true);
    await setPlan(t, bob.user.id, 'free');
  });

  it('pages through the own history, newest first, and never shows another user’s records', async () => {
    for (let i = 0; i < 12; i++) {
      await insertAnalysis(t.db.pool, alice.user.id, {
        title: `Alice essay ${i}`,
        score: 50 + i,
        createdAt: new Date(Date.UTC(2030, 4, 1 + i)),
      });
    }
    await insertAnalysis(t.db.pool, bob.user.id, { title: 'Bob secret essay' });

    const first = HistoryPageSchema.parse(
      await (await get('/usage/history?page=1&page_size=10', alice)).json(),
    );
    expect(first.total).toBe(12);
    expect(first.page_size).toBe(10);
    expect(first.has_more).toBe(true);
    expect(first.records.map((r) => r.essay_title).slice(0, 2)).toEqual(['Alice essay 11', 'Alice essay 10']);
    expect(first.records[0]!.analysis_data).toMatchObject({ overall_score: 61, summary: expect.any(String) });
    expect(first.records[0]!.analysis_data).not.toHaveProperty('annotations');

    const second = HistoryPageSchema.parse(
      await (await get('/usage/history?page=2&page_size=10', alice)).json(),
    );
    expect(second.records.map((r) => r.essay_title)).toEqual(['Alice essay 1', 'Alice essay 0']);
    expect(second.has_more).toBe(false);

    const bobs = HistoryPageSchema.parse(await (await get('/usage/history', bob)).json());
    expect(bobs.records.map((r) => r.essay_title)).toEqual(['Bob secret essay']);
    const all = JSON.stringify([first, second]);
    expect(all).not.toContain('Bob secret essay');
  });

  it('validates paging with clear 422 messages', async () => {
    for (const [query, msg] of [
      ['page=0', 'page must be at least 1'],
      ['page_size=51', 'page_size must be at most 50'],
      ['page=abc', 'Invalid input'],
    ] as const) {
      const res = await get(`/usage/history?${query}`, alice);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { detail: { msg: string }[] };
      expect(body.detail[0]!.msg).toContain(msg);
    }
  });

  it('gives the score trend oldest first, own records only', async () => {
    const res = await get('/usage/trend', alice);
    const { points } = (await res.json()) as { points: { overall_score: number; essay_title: string }[] };
    expect(points.map((p) => p.overall_score)).toEqual(Array.from({ length: 12 }, (_, i) => 50 + i));
    expect(points.some((p) => p.essay_title.startsWith('Bob'))).toBe(false);
  });
});
