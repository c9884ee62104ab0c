import { makeStyles, tokens } from '@fluentui/react-components';
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
  // A card's height in Fluent's skeleton colour, so the page does not move when the plans arrive.
  skeleton: {
    height: '420px',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralStencil1,
  },
});

export interface PlanCardsProps {
  billing?: BillingPeriod;
  /** Landing page: every card leads to /signup. */
  ctaTo?: string;
  ctaLabel?: string;
  /** The plan names' heading level: 2 where the cards are the page's first section (pricing). */
  headingLevel?: 2 | 3;
}

/** The three plans for sale, rendered from shared/plans.ts for the server's season. */
export function PlanCards({ billing = 'monthly', ctaTo, ctaLabel, headingLevel }: PlanCardsProps) {
  const styles = useStyles();
  const { plans } = usePlans();
  if (!plans) {
    return (
      <div role="status" aria-label="Loading plans" className={styles.grid}>
        {PUBLIC_PLAN_ORDER.map((type) => (
          <div key={type} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      {PUBLIC_PLAN_ORDER.map((type) => (
        <PlanCard
          key={type}
          plan={plans[type]}
          billing={billing}
          ctaTo={ctaTo}
          ctaLabel={ctaLabel}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
