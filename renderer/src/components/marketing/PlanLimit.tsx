import { formatLimit, type Plan } from '../../../../shared/plans';

/**
 * One plan limit as text (∞ when unlimited). The data attribute lets tests check that every page shows
 * the same number for the same plan.
 */
export function PlanLimit({ plan, kind }: { plan: Plan; kind: 'basic' | 'premium' }) {
  return <span data-plan-limit={`${plan.type}-${kind}`}>{formatLimit(plan.limits[kind])}</span>;
}
