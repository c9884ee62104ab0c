import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { BillingToggle, type BillingPeriod } from '../../components/marketing/BillingToggle';
import { CallToAction } from '../../components/marketing/CallToAction';
import { PageHeader } from '../../components/marketing/PageHeader';
import { PlanCards } from '../../components/marketing/PlanCards';
import { PlanComparisonTable } from '../../components/marketing/PlanComparisonTable';
import { SeasonBanner } from '../../components/marketing/SeasonBanner';
import { Section } from '../../components/marketing/Section';
import { usePlans } from '../../components/marketing/usePlans';
import { PricingFaq } from './PricingFaq';

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
        <PlanCards billing={billing} />
      </div>
      <Section
        title="Compare plans"
        lead="Every plan includes the full Basic review. Higher plans add more reviews and deeper analysis."
      >
        {plans ? (
          <PlanComparisonTable plans={plans} billing={billing} />
        ) : (
          <Spinner label="Loading plans..." />
        )}
      </Section>
      <Section tinted narrow title="Frequently asked questions">
        {plans ? <PricingFaq plans={plans} /> : null}
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
