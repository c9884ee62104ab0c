import { getPlans, isUnlimited, type PlanType } from '../../shared/plans';
import { withTransaction, type Pool, type PoolClient } from '../db/pool';

// Monthly usage accounting. Units are reserved atomically before an analysis runs (one UPDATE with the
// limit in its WHERE clause, so two concurrent requests can never both take the last unit) as a lease that
// ends exactly once: in the stored result, or in a refund (failure, cancellation, or a sweeper once the
// lease expired because its server died). So only completed analyses are charged (migration 005).

export type UsageKind = 'basic' | 'premium';

export interface UsageRow {
  basic_used: number;
  premium_used: number;
  basic_bonus: number;
  premium_bonus: number;
  credit_request_count: number;
  last_credit_request_at: Date | null;
}

/** First day of the UTC month containing `now`, as YYYY-MM-DD. */
export function monthStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

/** Start of the next UTC month: when the monthly allowance resets. */
export function nextReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export function planLimit(plan: PlanType, kind: UsageKind, season: boolean): number {
  return getPlans(season)[plan].limits[kind];
}

async function ensureRow(pool: Pool, userId: string, month: string): Promise<void> {
  await pool.query('INSERT INTO usage_months (user_id, month) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    userId,
    month,
  ]);
}

export async function getUsageRow(pool: Pool, userId: string, now: Date): Promise<UsageRow> {
  const month = monthStart(now);
  await ensureRow(pool, userId, month);
  const { rows } = await pool.query<UsageRow>(
    `SELECT basic_used, premium_used, basic_bonus, premium_bonus, credit_request_count, last_credit_request_at
       FROM usage_months WHERE user_id = $1 AND month = $2`,
    [userId, month],
  );
  return rows[0]!;
}

/** A reserved unit in flight (table usage_leases): it ends in a stored result or a refund, exactly once. */
export interface Lease {
  id: string;
  kind: UsageKind;
  month: string;
  userId: string;
}

export interface ReserveRequest {
  userId: string;
  plan: PlanType;
  kind: UsageKind;
  now: Date;
  season: boolean;
  /** The lease lasts this long unless renewed; after that any instance's sweeper refunds it. */
  leaseMs: number;
  /** Reviews one user may have in flight at once, across all instances (leases); omitted: no cap. */
  maxInFlight?: number;
}

/**
 * Takes one unit of `kind` as a lease: 'quota' when the user has none left this month, 'busy' when they
 * already have maxInFlight reviews running. The limit check and the increment are one statement, and it
 * locks the user's month row, so concurrent callers on any instance are serialised by the database; the
 * in-flight count after it is therefore exact too.
 */
export async function reserveUnit(pool: Pool, r: ReserveRequest): Promise<Lease | 'quota' | 'busy'> {
  const month = monthStart(r.now);
  await ensureRow(pool, r.userId, month);
  try {
    return await withTransaction(pool, async (client) => {
      if (!(await takeUnit(client, r.userId, month, planLimit(r.plan, r.kind, r.season), r.kind)))
        throw new Refused('quota');
      const lease = await addLease(client, r, month);
      if (lease === 'busy') throw new Refused('busy'); // rolls the unit back
      return lease;
    });
  } catch (err) {
    if (err instanceof Refused) return err.reason;
    throw err;
  }
}

class Refused extends Error {
  constructor(readonly reason: 'quota' | 'busy') {
    super(reason);
  }
}

async function addLease(client: PoolClient, r: ReserveRequest, month: string): Promise<Lease | 'busy'> {
  if (r.maxInFlight !== undefined) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM usage_leases WHERE user_id = $1 AND expires_at > $2',
      [r.userId, r.now],
    );
    if (rows[0]!.n >= r.maxInFlight) return 'busy';
  }
  const { rows } = await client.query<{ id: string }>(
    'INSERT INTO usage_leases (user_id, month, kind, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [r.userId, month, r.kind, new Date(r.now.getTime() + r.leaseMs)],
  );
  return { id: rows[0]!.id, kind: r.kind, month, userId: r.userId };
}

/** Keeps a running review's lease alive; false when it is gone (expired and refunded meanwhile). */
export async function renewLease(pool: Pool, leaseId: string, expiresAt: Date): Promise<boolean> {
  const { rowCount } = await pool.query('UPDATE usage_leases SET expires_at = $2 WHERE id = $1', [
    leaseId,
    expiresAt,
  ]);
  return rowCount === 1;
}

// Deleting the lease and giving its unit back are one statement: whoever deletes the row refunds, so a
// refund retried after an unknown outcome, or raced by a sweeper on another instance, happens once.
const REFUND_DELETED = `
  counts AS (
    SELECT user_id, month,
           count(*) FILTER (WHERE kind = 'basic')::int AS basic,
           count(*) FILTER (WHERE kind = 'premium')::int AS premium
      FROM gone GROUP BY user_id, month),
  refunded AS (
    UPDATE usage_months u
       SET basic_used = GREATEST(u.basic_used - counts.basic, 0),
           premium_used = GREATEST(u.premium_used - counts.premium, 0)
      FROM counts WHERE u.user_id = counts.user_id AND u.month = counts.month
    RETURNING 1)
  SELECT count(*)::int AS n FROM gone`;

/** Gives back a reserved unit (the review failed or was cancelled). A no-op if it already ended. */
export async function refundLease(pool: Pool, leaseId: string): Promise<void> {
  await pool.query(
    `WITH gone AS (DELETE FROM usage_leases WHERE id = $1 RETURNING user_id, month, kind), ${REFUND_DELETED}`,
    [leaseId],
  );
}

/** Refunds every lease that expired (its server died or lost the database); returns how many. */
export async function sweepExpiredLeases(pool: Pool, now: Date): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `WITH gone AS (DELETE FROM usage_leases WHERE expires_at <= $1 RETURNING user_id, month, kind), ${REFUND_DELETED}`,
    [now],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Inside the transaction that stores a result: ends the lease and says what was charged. A lease that is
 * already gone was refunded by a sweeper while the review ran (the database was away longer than the
 * lease): the unit is taken again if the user has one left, else the review is free.
 */
export async function settleLease(
  client: PoolClient,
  lease: Lease,
  plan: PlanType,
  season: boolean,
): Promise<{ kind: UsageKind; month: string } | null> {
  const { rowCount } = await client.query('DELETE FROM usage_leases WHERE id = $1', [lease.id]);
  const charged = { kind: lease.kind, month: lease.month };
  if (rowCount === 1) return charged;
  const limit = planLimit(plan, lease.kind, season);
  return (await takeUnit(client, lease.userId, lease.month, limit, lease.kind)) ? charged : null;
}

/** One unit of `kind` if the month's allowance (plan limit + bonus) has one left; locks the month row. */
async function takeUnit(
  client: PoolClient,
  userId: string,
  month: string,
  limit: number,
  kind: UsageKind,
): Promise<boolean> {
  const used = `${kind}_used`;
  const unlimited = isUnlimited(limit);
  const { rowCount } = await client.query(
    `UPDATE usage_months SET ${used} = ${used} + 1
      WHERE user_id = $1 AND month = $2 AND ($3::boolean OR ${used} < $4::int + ${kind}_bonus)`,
    [userId, month, unlimited, unlimited ? 0 : limit],
  );
  return rowCount === 1;
}
