import { SkeletonItem } from '@fluentui/react-components';
import { isUnlimited, type Plan } from '../../../../shared/plans';
import { TextLink } from '../../components/layout/TextLink';
import { PlanLimit } from '../../components/marketing/PlanLimit';
import { usePlans } from '../../components/marketing/usePlans';

function Allowance({ plan }: { plan: Plan }) {
  if (isUnlimited(plan.limits.basic) && isUnlimited(plan.limits.premium)) {
    return (
      <>
        unlimited reviews (<PlanLimit plan={plan} kind="basic" />)
      </>
    );
  }
  return (
    <>
      <PlanLimit plan={plan} kind="basic" /> Basic and <PlanLimit plan={plan} kind="premium" /> Premium
      reviews
    </>
  );
}

/** The monthly allowance sentence, from shared/plans.ts like the pricing cards and table. */
export function HelpQuota() {
  const { plans, season } = usePlans();
  // A name needs a role to hang on (axe: aria-prohibited-attr on a bare div).
  if (!plans)
    return (
      <div role="status" aria-label="Loading plan limits">
        <SkeletonItem />
      </div>
    );
  const { free, pro, premium } = plans;
  return (
    <p data-testid="help-quota">
      How many reviews you get: the {free.name} plan includes <Allowance plan={free} /> each month
      {season ? ' (raised for application season)' : ''}, {pro.name} includes <Allowance plan={pro} /> and{' '}
      {premium.name} includes <Allowance plan={premium} />. Allowances reset at the start of each month; see{' '}
      <TextLink to="/pricing">Pricing</TextLink> for details.
    </p>
  );
}
