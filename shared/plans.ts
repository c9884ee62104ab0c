// The single source of truth for plans. The spec's four free quotas conflict; the product's answer is
// FREE 5 basic + 2 premium, raised to 10 + 3 while the application-season switch is on.

export const PLAN_TYPES = ['free', 'pro', 'premium', 'admin'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Limits at or above this are unlimited (shown as ∞). */
export const UNLIMITED = 999_999;
export const isUnlimited = (limit: number): boolean => limit >= UNLIMITED;

export interface PlanLimits {
  basic: number;
  premium: number;
}

export interface Plan {
  type: PlanType;
  name: string;
  chip: string;
  monthlyPrice: number;
  /** Per-month price when billed annually. */
  annualMonthlyPrice: number;
  limits: PlanLimits;
  features: string[];
  cta: { label: string; to: string; disabled?: boolean };
}

const FREE_LIMITS: PlanLimits = { basic: 5, premium: 2 };
const SEASON_FREE_LIMITS: PlanLimits = { basic: 10, premium: 3 };

export const ANNUAL_DISCOUNT_PERCENT = 20;

export function getPlans(season: boolean): Record<PlanType, Plan> {
  const free = season ? SEASON_FREE_LIMITS : FREE_LIMITS;
  return {
    free: {
      type: 'free',
      name: 'Free',
      chip: 'Free Plan',
      monthlyPrice: 0,
      annualMonthlyPrice: 0,
      limits: free,
      features: [
        `${free.basic} Basic essays per month`,
        `${free.premium} Premium essays per month`,
        'Grammar and style analysis',
        'Improvement suggestions',
        'HTML export',
        'E-mail support',
      ],
      cta: { label: 'Get Started', to: '/signup' },
    },
    pro: {
      type: 'pro',
      name: 'Pro',
      chip: 'Pro Plan',
      monthlyPrice: 19,
      annualMonthlyPrice: 15,
      limits: { basic: 50, premium: 20 },
      features: [
        '50 Basic essays per month',
        '20 Premium essays per month',
        'Advanced authenticity analysis',
        'Priority support',
        'HTML and PDF export',
        'Full analysis history',
      ],
      cta: { label: 'Coming Soon', to: '/signup', disabled: true },
    },
    premium: {
      type: 'premium',
      name: 'Premium',
      chip: 'Premium Plan',
      monthlyPrice: 49,
      annualMonthlyPrice: 39,
      limits: { basic: UNLIMITED, premium: UNLIMITED },
      features: [
        'Unlimited Basic essays',
        'Unlimited Premium essays',
        'Everything in Pro',
        'Counselor and school accounts',
        'Dedicated support',
      ],
      cta: { label: 'Contact Us', to: '/contact' },
    },
    admin: {
      type: 'admin',
      name: 'Admin',
      chip: 'Admin',
      monthlyPrice: 0,
      annualMonthlyPrice: 0,
      limits: { basic: UNLIMITED, premium: UNLIMITED },
      features: [],
      cta: { label: 'Contact Us', to: '/contact' },
    },
  };
}

/** Yearly saving of annual billing, e.g. pro: (19 - 15) * 12 = 48. */
export const annualSaving = (plan: Plan): number => (plan.monthlyPrice - plan.annualMonthlyPrice) * 12;

/** Plans offered for sale on the pricing page, in display order. */
export const PUBLIC_PLAN_ORDER: PlanType[] = ['free', 'pro', 'premium'];

export const formatLimit = (limit: number): string => (isUnlimited(limit) ? '∞' : String(limit));
