import { isUnlimited, type PlanType } from '../../shared/plans';
import type { UsageStats } from '../../shared/schemas/usage';
import { nextReset, planLimit, type UsageRow } from '../services/usage';

/**
 * Shapes a month's usage row into the API's usage stats. Bonus (top-up) credits are added to the monthly
 * limit, so "limit" is what the user may use this month; unlimited limits stay at or above 999999.
 */
export function presentUsageStats(row: UsageRow, plan: PlanType, season: boolean, now: Date): UsageStats {
  const basic = kindStats(planLimit(plan, 'basic', season), row.basic_bonus, row.basic_used);
  const premium = kindStats(planLimit(plan, 'premium', season), row.premium_bonus, row.premium_used);
  return {
    plan_type: plan,
    basic_used: row.basic_used,
    basic_remaining: basic.remaining,
    basic_monthly_limit: basic.limit,
    premium_used: row.premium_used,
    premium_remaining: premium.remaining,
    premium_monthly_limit: premium.limit,
    can_use_basic: basic.remaining > 0,
    can_use_premium: premium.remaining > 0,
    reset_date: nextReset(now).toISOString(),
    credit_request_count: row.credit_request_count,
    last_credit_request_at: row.last_credit_request_at
      ? new Date(row.last_credit_request_at).toISOString()
      : null,
  };
}

function kindStats(planLimitValue: number, bonus: number, used: number) {
  if (isUnlimited(planLimitValue)) return { limit: planLimitValue, remaining: planLimitValue };
  const limit = planLimitValue + bonus;
  return { limit, remaining: Math.max(limit - used, 0) };
}
