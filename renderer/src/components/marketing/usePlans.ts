import { getPlans, type Plan, type PlanType } from '../../../../shared/plans';
import { usePublicConfig } from '../../api/config';

export type PlansState =
  | { status: 'loading'; plans: null; season: false }
  | { status: 'ready'; plans: Record<PlanType, Plan>; season: boolean };

/**
 * The plans as this server sells them: shared/plans.ts for the server's application season.
 * Until /config answers nothing is shown, so a visitor never sees the numbers change under them.
 * If /config fails the regular (non-season) plans are shown.
 */
export function usePlans(): PlansState {
  const config = usePublicConfig();
  if (config.status === 'loading') return { status: 'loading', plans: null, season: false };
  const season = config.status === 'ready' && config.config.application_season;
  return { status: 'ready', plans: getPlans(season), season };
}
