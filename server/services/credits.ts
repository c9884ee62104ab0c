import type { PlanType } from '../../shared/plans';
import {
  CREDIT_MESSAGES,
  creditGrantFor,
  creditRefusal,
  grantMessage,
  type CreditRefusal,
  type CreditRequestResponse,
} from '../../shared/schemas/credits';
import type { Pool } from '../db/pool';
import { presentUsageStats } from '../presenters/usage';
import { getUsageRow, monthStart } from './usage';

// Free credit top-ups. The decision is made on a snapshot of the month's row and committed with one
// conditional UPDATE whose WHERE clause repeats the snapshot (compare-and-set). Of any number of
// simultaneous requests exactly one can match; the others see the new row on retry and are refused by
// the 3-hour rule. One statement needs no transaction, so it behaves the same on PostgreSQL and PGlite.

const REFUSAL_MESSAGES: Record<CreditRefusal, string> = {
  not_exhausted: CREDIT_MESSAGES.notExhausted,
  monthly_limit: CREDIT_MESSAGES.monthlyLimit,
  too_soon: CREDIT_MESSAGES.tooSoon,
};

export interface CreditRequestInput {
  userId: string;
  plan: PlanType;
  season: boolean;
  now: Date;
}

export interface CreditRequestOutcome {
  response: CreditRequestResponse;
  refusal: CreditRefusal | null;
}

const MAX_ATTEMPTS = 5;

export async function requestCredits(pool: Pool, input: CreditRequestInput): Promise<CreditRequestOutcome> {
  const { userId, plan, season, now } = input;
  const month = monthStart(now);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await getUsageRow(pool, userId, now);
    const stats = presentUsageStats(row, plan, season, now);
    const refusal = creditRefusal(stats, now);
    if (refusal) return refused(refusal);

    const grant = creditGrantFor(stats);
    const { rowCount } = await pool.query(
      `UPDATE usage_months
          SET basic_bonus = basic_bonus + $3, premium_bonus = premium_bonus + $4,
              credit_request_count = credit_request_count + 1, last_credit_request_at = $5
        WHERE user_id = $1 AND month = $2
          AND basic_used = $6 AND premium_used = $7 AND basic_bonus = $8 AND premium_bonus = $9
          AND credit_request_count = $10`,
      [
        userId,
        month,
        grant.basic,
        grant.premium,
        now,
        row.basic_used,
        row.premium_used,
        row.basic_bonus,
        row.premium_bonus,
        // The count changes with every top-up, so it also pins last_credit_request_at.
        row.credit_request_count,
      ],
    );
    if (rowCount === 1) {
      return {
        refusal: null,
        response: { granted: true, credits_granted: grant, message: grantMessage(grant) },
      };
    }
    // The row changed under us (another top-up or an analysis): decide again on the new state.
  }
  return refused('too_soon');
}

function refused(refusal: CreditRefusal): CreditRequestOutcome {
  return {
    refusal,
    response: {
      granted: false,
      credits_granted: { basic: 0, premium: 0 },
      message: REFUSAL_MESSAGES[refusal],
    },
  };
}
