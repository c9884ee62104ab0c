import { Notice } from '../layout/Notice';
import { PlanLimit } from './PlanLimit';
import { usePlans } from './usePlans';

/** Shown only while the server's application-season switch is on: the raised free limits. */
export function SeasonBanner() {
  const { plans, season } = usePlans();
  if (!plans || !season) return null;
  return (
    <Notice intent="success" title="Application season" data-testid="season-banner">
      The Free plan now includes <PlanLimit plan={plans.free} kind="basic" /> Basic and{' '}
      <PlanLimit plan={plans.free} kind="premium" /> Premium reviews a month while deadlines are near.
    </Notice>
  );
}
