import { z } from 'zod';

// Free credit top-ups (product spec section 9): at most 3 a month, at least 3 hours apart, only when a
// kind is exhausted.
export const MAX_CREDIT_REQUESTS_PER_MONTH = 3;
export const CREDIT_REQUEST_INTERVAL_MS = 3 * 60 * 60 * 1000;

export const CreditGrantSchema = z.object({
  basic: z.number().int().min(0),
  premium: z.number().int().min(0),
});
export type CreditGrant = z.infer<typeof CreditGrantSchema>;

export const CreditRequestResponseSchema = z.object({
  granted: z.boolean(),
  credits_granted: CreditGrantSchema,
  message: z.string(),
});
export type CreditRequestResponse = z.infer<typeof CreditRequestResponseSchema>;

export interface Remaining {
  basic_remaining: number;
  premium_remaining: number;
}

/** The grant rule of spec section 9, applied to what is left this month. */
export function creditGrantFor({
  basic_remaining: basic,
  premium_remaining: premium,
}: Remaining): CreditGrant {
  if (basic === 0 && premium === 0) return { basic: 3, premium: 2 };
  if (premium === 0) return { basic: 0, premium: 2 };
  if (basic === 0 || basic <= premium) return { basic: 5, premium: 0 };
  return { basic: 0, premium: 2 };
}

export type CreditRefusal = 'not_exhausted' | 'monthly_limit' | 'too_soon';

export interface CreditState extends Remaining {
  credit_request_count: number;
  /** ISO string or Date of the last top-up this month. */
  last_credit_request_at: string | Date | null;
}

/** Why a top-up is refused right now, or null when it is allowed (used by the server and the button). */
export function creditRefusal(state: CreditState, now: Date): CreditRefusal | null {
  if (state.basic_remaining > 0 && state.premium_remaining > 0) return 'not_exhausted';
  if (state.credit_request_count >= MAX_CREDIT_REQUESTS_PER_MONTH) return 'monthly_limit';
  if (state.last_credit_request_at) {
    const last = new Date(state.last_credit_request_at).getTime();
    if (now.getTime() - last < CREDIT_REQUEST_INTERVAL_MS) return 'too_soon';
  }
  return null;
}

/** When the 3-hour wait ends, or null if there is no wait. */
export function nextCreditRequestAt(state: CreditState): Date | null {
  if (!state.last_credit_request_at) return null;
  return new Date(new Date(state.last_credit_request_at).getTime() + CREDIT_REQUEST_INTERVAL_MS);
}

export const CREDIT_MESSAGES = {
  notExhausted:
    'Credits can be requested only when your Basic or Premium credits for this month are used up.',
  monthlyLimit: 'You have already used all 3 credit top-ups for this month. Your credits reset next month.',
  tooSoon: 'Credit top-ups must be at least 3 hours apart. Please try again later.',
  unlimited: 'Your plan has unlimited credits.',
} as const;

/** The user-facing "granted" text, e.g. 'Granted 3 Basic and 2 Premium credits.' */
export function grantMessage(grant: CreditGrant): string {
  const parts = [
    grant.basic ? `${grant.basic} Basic` : '',
    grant.premium ? `${grant.premium} Premium` : '',
  ].filter(Boolean);
  return `Granted ${parts.join(' and ')} ${grant.basic + grant.premium === 1 ? 'credit' : 'credits'}.`;
}
