import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { BillingToggle, type BillingPeriod } from '../../components/marketing/BillingToggle';
import { CallToAction } from '../../components/marketing/CallToAction';
import { PageHeader } from '../../components/marketing/PageHeader';
import { PlanCards } from '../../components/marketing/PlanCards';
import { SeasonBanner } from '../../components/marketing/SeasonBanner';
import { Section } from '../../components/marketing/Section';
import { usePlans } from '../../components/marketing/usePlans';

// Below the fold, with Fluent's Table and Accordion (and their keyboard navigation): loaded after the
// page has painted, while the plans arrive.
const PlanComparisonTable = lazy(() =>
  import('../../components/marketing/PlanComparisonTable').then((m) => ({ default: m.PlanComparisonTable })),
);
const PricingFaq = lazy(() => import('./PricingFaq').then((m) => ({ default: m.PricingFaq })));

const useStyles = makeStyles({
  cards: {
    maxWidth: '1200px',
    margin: '0 auto',
    width: '100%',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  loading: { minHeight: '320px', margin: 0, color: tokens.colorNeutralForeground2 },
});

export function PricingPage() {
  const styles = useStyles();
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const { plans } = usePlans();
  usePageTitle('Pricing');
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple plans for every applicant"
        lead="Start free with no credit card. Upgrade for more reviews and deeper analysis when your deadlines get closer."
      >
        <BillingToggle value={billing} onChange={setBilling} />
      </PageHeader>
      <div className={styles.cards}>
        <SeasonBanner />
        <PlanCards billing={billing} headingLevel={2} />
      </div>
      <Section
        title="Compare plans"
        lead="Every plan includes the full Basic review. Higher plans add more reviews and deeper analysis."
      >
        <Suspense fallback={<p className={styles.loading}>Loading plans...</p>}>
          {plans ? (
            <PlanComparisonTable plans={plans} billing={billing} />
          ) : (
            <p className={styles.loading}>Loading plans...</p>
          )}
        </Suspense>
      </Section>
      <Section tinted narrow title="Frequently asked questions">
        <Suspense fallback={null}>{plans ? <PricingFaq plans={plans} /> : null}</Suspense>
      </Section>
      <CallToAction
        title="Start with the Free plan today"
        text="No credit card, no commitment. Upgrade only when you need more."
        primary={{ label: 'Create Free Account', to: '/signup' }}
        secondary={{ label: 'Talk to Sales', to: '/contact' }}
      />
    </>
  );
}
