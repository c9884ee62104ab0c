import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAnalysisResult, type NewAnalysisRecord } from '../../../server/services/analyses';
import {
  refundLease,
  reserveUnit,
  sweepExpiredLeases,
  type Lease,
  type ReserveRequest,
} from '../../../server/services/usage';
import { accountingOf, isExact } from '../../helpers/accounting';
import { createUser } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { sampleFeedback } from './seed';

// Exactly-once accounting at the level of its parts (issue 33, finding 2): a reserved unit is a lease that
// ends once, in a stored review or a refund, whoever gets there first, however often it is retried.

const T0 = new Date('2026-03-10T12:00:00Z');
const LEASE_MS = 60_000;
const later = (ms: number) => new Date(T0.getTime() + ms);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const base = (userId: string): ReserveRequest => ({
  userId,
  plan: 'free',
  kind: 'basic',
  now: T0,
  season: false,
  leaseMs: LEASE_MS,
});
const newStudent = async () => (await createUser(t)).id;
const reserve = async (userId: string, extra: Partial<ReserveRequest> = {}) => {
  const lease = await reserveUnit(t.db.pool, { ...base(userId), ...extra });
  if (typeof lease === 'string') throw new Error(`no unit: ${lease}`);
  return lease;
};
const record = (userId: string): NewAnalysisRecord => ({
  userId,
  input: { text: 'An essay.', limit_type: 'words' },
  isPremium: false,
  overallScore: 70,
  data: { feedback: sampleFeedback(70) },
  createdAt: T0,
});
const store = (userId: string, lease: Lease | null) =>
  storeAnalysisResult(t.db.pool, record(userId), lease, 'free', false);
const accounting = (userId: string) => accountingOf(t.db.pool, userId);

describe('usage leases', () => {
  it('a unit whose server died is refunded once its lease expires, once, by whichever sweeper is first', async () => {
    const student = await newStudent();
    await reserve(student);
    expect(await sweepExpiredLeases(t.db.pool, later(LEASE_MS - 1))).toBe(0);
    expect((await accounting(student)).used.basic).toBe(1);

    const swept = await Promise.all([
      sweepExpiredLeases(t.db.pool, later(LEASE_MS)),
      sweepExpiredLeases(t.db.pool, later(LEASE_MS)),
    ]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const after = await accounting(student);
    expect(after.used.basic).toBe(0);
    expect(after.inFlight.basic).toBe(0);
  });

  it('a refund repeated after an unknown outcome, or raced by a sweeper, gives back one unit', async () => {
    const student = await newStudent();
    await reserve(student);
    const lease = await reserve(student);
    await Promise.all([
      refundLease(t.db.pool, lease.id),
      refundLease(t.db.pool, lease.id),
      sweepExpiredLeases(t.db.pool, later(LEASE_MS)),
    ]);
    const a = await accounting(student);
    expect(a.used.basic).toBe(0);
    expect(isExact(a)).toBe(true);
  });

  it('storing a review twice (a retry after a lost reply) keeps one record and one charge', async () => {
    const student = await newStudent();
    const lease = await reserve(student);
    const first = await store(student, lease);
    const second = await store(student, lease);
    expect(second).toEqual(first);
    expect(first.charged).toBe('basic');
    const a = await accounting(student);
    expect(a).toMatchObject({
      used: { basic: 1 },
      charged: { basic: 1 },
      inFlight: { basic: 0 },
      records: 1,
    });
  });

  it('a review that outlived its swept lease is charged again if a unit is left, else it is free', async () => {
    const student = await newStudent();
    const slow = await reserve(student);
    await sweepExpiredLeases(t.db.pool, later(LEASE_MS));
    expect((await store(student, slow)).charged).toBe('basic');
    expect(isExact(await accounting(student))).toBe(true);

    // The free plan has 5 basic units: use up the rest, with one lease swept under a slow review.
    const slower = await reserve(student);
    await sweepExpiredLeases(t.db.pool, later(LEASE_MS));
    for (let i = 0; i < 4; i++) await reserve(student);
    expect(await reserveUnit(t.db.pool, { ...base(student) })).toBe('quota');
    expect((await store(student, slower)).charged).toBeNull();
    const a = await accounting(student);
    expect(a).toMatchObject({
      used: { basic: 5 },
      charged: { basic: 1 },
      inFlight: { basic: 4 },
      records: 2,
    });
    expect(isExact(a)).toBe(true);
  });

  it('counts reviews in flight across instances: the sixth at once is refused as busy, charging nothing', async () => {
    const student = await newStudent();
    const plan = { plan: 'premium' as const, maxInFlight: 5 };
    for (let i = 0; i < 5; i++) await reserve(student, plan);
    expect(await reserveUnit(t.db.pool, { ...base(student), ...plan })).toBe('busy');
    expect((await accounting(student)).used.basic).toBe(5);
    // An expired lease no longer counts as running.
    expect(typeof (await reserveUnit(t.db.pool, { ...base(student), ...plan, now: later(LEASE_MS) }))).toBe(
      'object',
    );
  });
});
