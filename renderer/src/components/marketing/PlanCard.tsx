import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useId } from 'react';
import { annualSaving, type Plan, type PlanType } from '../../../../shared/plans';
import { ButtonLink } from '../layout/ButtonLink';
import type { BillingPeriod } from './BillingToggle';

const TAGLINES: Partial<Record<PlanType, string>> = {
  free: 'Try Essay Coach on your first drafts.',
  pro: 'For applicants polishing several essays.',
  premium: 'For counselors, schools and heavy users.',
};

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    ...shorthands.padding(tokens.spacingVerticalXL, tokens.spacingHorizontalXL),
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  featured: { border: `2px solid ${tokens.colorBrandStroke1}`, boxShadow: tokens.shadow16 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  price: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalXS },
  amount: {
    fontSize: tokens.fontSizeHero800,
    fontWeight: tokens.fontWeightBold,
    lineHeight: tokens.lineHeightHero800,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  small: { margin: 0, fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  saving: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  features: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    flexGrow: 1,
  },
  feature: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  check: { color: tokens.colorBrandForeground1, flexShrink: 0, marginTop: '2px' },
  note: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  // Fluent's medium brand Badge (tint / outline), drawn here: its component is a first-script cost on
  // the landing and pricing pages for two words.
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: '20px',
    padding: `0 calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  badgeTint: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
  },
  badgeOutline: { color: tokens.colorBrandForeground1, ...shorthands.borderColor('currentColor') },
});

export interface PlanCardProps {
  plan: Plan;
  billing: BillingPeriod;
  /** Overrides where the button leads (the landing page sends every card to /signup). */
  ctaTo?: string;
  ctaLabel?: string;
  featured?: boolean;
  /** The plan name's heading level (3 under a section's h2; 2 where no h2 comes before). */
  headingLevel?: 2 | 3;
}

export function PlanCard({
  plan,
  billing,
  ctaTo,
  ctaLabel,
  featured = false,
  headingLevel = 3,
}: PlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const styles = useStyles();
  const headingId = useId();
  const annual = billing === 'annual' && plan.monthlyPrice > 0;
  const price = annual ? plan.annualMonthlyPrice : plan.monthlyPrice;
  const comingSoon = Boolean(plan.cta.disabled);

  return (
    <article
      aria-labelledby={headingId}
      className={mergeClasses(styles.card, featured && styles.featured)}
      data-plan={plan.type}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.name}>
          {plan.name}
        </Heading>
        {featured && <span className={mergeClasses(styles.badge, styles.badgeTint)}>Most popular</span>}
        {comingSoon && !featured && (
          <span className={mergeClasses(styles.badge, styles.badgeOutline)}>Coming soon</span>
        )}
      </div>
      <span className={styles.muted}>{TAGLINES[plan.type]}</span>
      <div>
        <div className={styles.price} data-testid={`price-${plan.type}`}>
          <span className={styles.amount}>${price}</span>
          <span className={styles.muted}>{plan.monthlyPrice === 0 ? 'forever' : '/month'}</span>
        </div>
        {annual ? (
          <p className={mergeClasses(styles.muted, styles.small)}>
            Billed annually (${price * 12} a year).{' '}
            <span className={styles.saving} data-testid={`saving-${plan.type}`}>
              Save ${annualSaving(plan)}/year
            </span>
          </p>
        ) : (
          <p className={mergeClasses(styles.muted, styles.small)}>
            {plan.monthlyPrice === 0 ? 'No credit card required.' : 'Billed monthly. Cancel anytime.'}
          </p>
        )}
      </div>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckmarkCircleFilled className={styles.check} aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <ButtonLink
        to={ctaTo ?? plan.cta.to}
        appearance={comingSoon ? 'outline' : featured || plan.type === 'free' ? 'primary' : 'secondary'}
        size="large"
        aria-describedby={comingSoon ? `${headingId}-note` : undefined}
      >
        {comingSoon ? plan.cta.label : (ctaLabel ?? plan.cta.label)}
      </ButtonLink>
      {comingSoon && (
        <span id={`${headingId}-note`} className={styles.note}>
          {plan.name} is not on sale yet. Sign up free today and we will tell you when it launches.
        </span>
      )}
    </article>
  );
}
