import type { Pool } from '../../server/db/pool';

// What a student has been charged, read straight from the database: the usage counters, the stored reviews
// that were charged, and the leases (units reserved for reviews still in flight). Exactly-once accounting
// means, at every moment: used = charged + inFlight, per kind.

export interface Accounting {
  used: { basic: number; premium: number };
  charged: { basic: number; premium: number };
  inFlight: { basic: number; premium: number };
  /** Every stored review of the student, charged or not: what their history lists. */
  records: number;
}

export async function accountingOf(pool: Pool, userId: string): Promise<Accounting> {
  const [used, charged, leases, records] = await Promise.all([
    pool.query<{ basic: number; premium: number }>(
      `SELECT coalesce(sum(basic_used), 0)::int AS basic, coalesce(sum(premium_used), 0)::int AS premium
         FROM usage_months WHERE user_id = $1`,
      [userId],
    ),
    pool.query<{ kind: 'basic' | 'premium'; n: number }>(
      `SELECT charged_kind AS kind, count(*)::int AS n FROM analyses
        WHERE user_id = $1 AND charged_kind IS NOT NULL GROUP BY charged_kind`,
      [userId],
    ),
    pool.query<{ kind: 'basic' | 'premium'; n: number }>(
      'SELECT kind, count(*)::int AS n FROM usage_leases WHERE user_id = $1 GROUP BY kind',
      [userId],
    ),
    pool.query<{ n: number }>('SELECT count(*)::int AS n FROM analyses WHERE user_id = $1', [userId]),
  ]);
  const byKind = (rows: Array<{ kind: 'basic' | 'premium'; n: number }>) => ({
    basic: rows.find((r) => r.kind === 'basic')?.n ?? 0,
    premium: rows.find((r) => r.kind === 'premium')?.n ?? 0,
  });
  return {
    used: used.rows[0]!,
    charged: byKind(charged.rows),
    inFlight: byKind(leases.rows),
    records: records.rows[0]!.n,
  };
}

/** used = charged + in flight, for both kinds. */
export function isExact(a: Accounting): boolean {
  return (['basic', 'premium'] as const).every((k) => a.used[k] === a.charged[k] + a.inFlight[k]);
}
