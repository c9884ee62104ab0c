import { getPlans, isUnlimited, type PlanType } from '../../../../shared/plans';
import {
  creditRefusal,
  MAX_CREDIT_REQUESTS_PER_MONTH,
  nextCreditRequestAt,
} from '../../../../shared/schemas/credits';
import type { UsageStats } from '../../../../shared/schemas/usage';

// The dashboard's display rules (spec sections 2, 5, 6 and 9) as pure functions.

export type UsageColor = 'success' | 'warning' | 'error';

/** Share of the monthly limit used, 0–100 (0 for unlimited limits). */
export function usagePercent(used: number, limit: number): number {
  if (isUnlimited(limit)) return 0;
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, (used / limit) * 100);
}

/** Usage bar colour: under 50 % success, under 80 % warning, else error. */
export function usageColor(percent: number): UsageColor {
  if (percent < 50) return 'success';
  if (percent < 80) return 'warning';
  return 'error';
}

export function planChip(plan: PlanType): string {
  return getPlans(false)[plan].chip;
}

/** full_name, else the part of the e-mail before the @. */
export function displayName(user: { full_name?: string | null; email: string }): string {
  return user.full_name?.trim() || user.email.split('@')[0] || user.email;
}

/** Free plan only: a kind is exhausted or more than half of a kind is used. */
export function showUpgradeHint(stats: UsageStats): boolean {
  if (stats.plan_type !== 'free') return false;
  if (stats.basic_remaining === 0 || stats.premium_remaining === 0) return true;
  return (
    usagePercent(stats.basic_used, stats.basic_monthly_limit) > 50 ||
    usagePercent(stats.premium_used, stats.premium_monthly_limit) > 50
  );
}

/** The credit box shows when basic remaining is 2 or fewer, or premium remaining 1 or fewer. */
export function showCreditBox(stats: UsageStats): boolean {
  const basicLow = !isUnlimited(stats.basic_monthly_limit) && stats.basic_remaining <= 2;
  const premiumLow = !isUnlimited(stats.premium_monthly_limit) && stats.premium_remaining <= 1;
  return basicLow || premiumLow;
}

export interface CreditAvailability {
  enabled: boolean;
  /** Why the button is disabled, or what it will do. */
  note: string;
  /** The top-ups used so far ('1 of 3 top-ups used this month.'). */
  used: string;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function creditAvailability(stats: UsageStats, now: Date): CreditAvailability {
  const refusal = creditRefusal(stats, now);
  const used = `${stats.credit_request_count} of ${MAX_CREDIT_REQUESTS_PER_MONTH} top-ups used this month.`;
  if (refusal === 'monthly_limit')
    return { enabled: false, note: `All ${MAX_CREDIT_REQUESTS_PER_MONTH} top-ups used this month.`, used };
  if (refusal === 'too_soon') {
    const next = nextCreditRequestAt(stats);
    return {
      enabled: false,
      note: `${used} Next request possible at ${next ? timeFormat.format(next) : 'a later time'}.`,
      used,
    };
  }
  if (refusal === 'not_exhausted') {
    return {
      enabled: false,
      note: `${used} You can request credits once your Basic or Premium credits run out.`,
      used,
    };
  }
  return { enabled: true, note: used, used };
}
