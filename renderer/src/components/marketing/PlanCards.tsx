import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { PUBLIC_PLAN_ORDER } from '../../../../shared/plans';
import { up } from '../../theme';
import type { BillingPeriod } from './BillingToggle';
import { PlanCard } from './PlanCard';
import { usePlans } from './usePlans';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'stretch',
    [up.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  skeleton: { height: '420px', borderRadius: tokens.borderRadiusXLarge },
});

export interface PlanCardsProps {
  billing?: BillingPeriod;
  /** Landing page: every card leads to /signup. */
  ctaTo?: string;
  ctaLabel?: string;
}

/** The three plans for sale, rendered from shared/plans.ts for the server's season. */
export function PlanCards({ billing = 'monthly', ctaTo, ctaLabel }: PlanCardsProps) {
  const styles = useStyles();
  const { plans } = usePlans();
  if (!plans) {
    return (
      <Skeleton aria-label="Loading plans" className={styles.grid}>
        {PUBLIC_PLAN_ORDER.map((type) => (
          <SkeletonItem key={type} className={styles.skeleton} />
        ))}
      </Skeleton>
    );
  }
  return (
    <div className={styles.grid}>
      {PUBLIC_PLAN_ORDER.map((type) => (
        <PlanCard key={type} plan={plans[type]} billing={billing} ctaTo={ctaTo} ctaLabel={ctaLabel} />
      ))}
    </div>
  );
}
