import { getPlans, isUnlimited, type PlanType } from '../../shared/plans';
import type { Pool } from '../db/pool';

// Monthly usage accounting. Units are reserved atomically before an analysis runs (one UPDATE with the
// limit in its WHERE clause, so two concurrent requests can never both take the last unit) and released
// again if the analysis fails, so only completed analyses are charged.

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

export interface Reservation {
  kind: UsageKind;
  month: string;
  userId: string;
}

/**
 * Takes one unit of `kind` if the user has one left this month; returns null when exhausted.
 * The limit check and the increment are one statement, so the database serialises concurrent callers.
 */
export async function reserveUnit(
  pool: Pool,
  userId: string,
  plan: PlanType,
  kind: UsageKind,
  now: Date,
  season: boolean,
): Promise<Reservation | null> {
  const month = monthStart(now);
  await ensureRow(pool, userId, month);
  const limit = planLimit(plan, kind, season);
  const used = `${kind}_used`;
  const bonus = `${kind}_bonus`;
  const unlimited = isUnlimited(limit);
  const { rowCount } = await pool.query(
    `UPDATE usage_months SET ${used} = ${used} + 1
      WHERE user_id = $1 AND month = $2 AND ($3::boolean OR ${used} < $4::int + ${bonus})`,
    [userId, month, unlimited, unlimited ? 0 : limit],
  );
  return rowCount === 1 ? { kind, month, userId } : null;
}

/** Gives back a reserved unit (the analysis failed or was cancelled). */
export async function releaseUnit(pool: Pool, r: Reservation): Promise<void> {
  const used = `${r.kind}_used`;
  await pool.query(
    `UPDATE usage_months SET ${used} = GREATEST(${used} - 1, 0) WHERE user_id = $1 AND month = $2`,
    [r.userId, r.month],
  );
}
