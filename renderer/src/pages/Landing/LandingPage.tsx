import { makeStyles, tokens } from '@fluentui/react-components';
import {
  CheckmarkStarburstRegular,
  FlashRegular,
  PersonVoiceRegular,
  TextGrammarWandRegular,
} from '@fluentui/react-icons';
import { TextLink } from '../../components/layout/TextLink';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { CallToAction } from '../../components/marketing/CallToAction';
import { FeatureCard } from '../../components/marketing/FeatureCard';
import { HowItWorks } from '../../components/marketing/HowItWorks';
import { PlanCards } from '../../components/marketing/PlanCards';
import { SeasonBanner } from '../../components/marketing/SeasonBanner';
import { Section } from '../../components/marketing/Section';
import { Showcase } from '../../components/marketing/Showcase';
import { up } from '../../theme';
import { LandingHero } from './LandingHero';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    [up.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [up.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  center: { textAlign: 'center', margin: 0 },
});

export function LandingPage() {
  const styles = useStyles();
  usePageTitle();
  return (
    <>
      <LandingHero />
      <Section eyebrow="Why Essay Coach" title="Everything a first reader would catch, in seconds">
        <div className={styles.cards}>
          <FeatureCard icon={<TextGrammarWandRegular />} title="Grammar & style review">
            Spelling, grammar, punctuation, wordiness and passive voice, each flagged where it happens with a
            clear fix.
          </FeatureCard>
          <FeatureCard icon={<PersonVoiceRegular />} title="Authenticity check">
            A read on voice and tone that shows where you sound like yourself and where the writing turns
            generic or machine-like.
          </FeatureCard>
          <FeatureCard icon={<FlashRegular />} title="Instant feedback, two levels">
            Basic Feedback is fast and automated. Premium Feedback adds an in-depth, personalised read in
            about a minute.
          </FeatureCard>
          <FeatureCard icon={<CheckmarkStarburstRegular />} title="Prioritised quick wins">
            Start with the few changes that lift your score most, then work through the rest in order of
            impact.
          </FeatureCard>
        </div>
      </Section>
      <Section
        tinted
        eyebrow="See it in action"
        title="Feedback you can act on"
        lead="One review, three angles on your draft."
      >
        <Showcase />
      </Section>
      <Section eyebrow="How it works" title="From first draft to final draft in four steps">
        <HowItWorks />
      </Section>
      <Section
        tinted
        eyebrow="Pricing"
        title="Start free, upgrade when you need more"
        lead="Every account starts on the Free plan. No credit card required."
      >
        <SeasonBanner />
        <PlanCards ctaTo="/signup" ctaLabel="Get Started" />
        <p className={styles.center}>
          <TextLink to="/pricing">Compare all plans and annual prices</TextLink>
        </p>
      </Section>
      <CallToAction
        title="Your story deserves to be read well"
        text="Create a free account and get your first review in under a minute."
        primary={{ label: 'Create Free Account', to: '/signup' }}
      />
    </>
  );
}
