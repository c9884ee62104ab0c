import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { HeartRegular, LockClosedRegular, PersonVoiceRegular, ScalesRegular } from '@fluentui/react-icons';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { CallToAction } from '../../components/marketing/CallToAction';
import { CONTACT } from '../../components/marketing/contact';
import { FeatureCard } from '../../components/marketing/FeatureCard';
import { HowItWorks } from '../../components/marketing/HowItWorks';
import { PageHeader } from '../../components/marketing/PageHeader';
import { Prose } from '../../components/marketing/Prose';
import { Section } from '../../components/marketing/Section';
import { up } from '../../theme';

const useStyles = makeStyles({
  values: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    [up.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [up.xl]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  // Inside a Section the prose takes the section's width and padding.
  narrowProse: { ...shorthands.padding(0), maxWidth: 'none' },
});

export function AboutPage() {
  const styles = useStyles();
  usePageTitle('About');
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="Good feedback should not depend on who you know"
        lead="Essay Coach gives every applicant the kind of careful, honest first read that used to be available only to students with a private counselor."
      />
      <Section title="Our story" narrow align="start">
        <Prose className={styles.narrowProse}>
          <p>
            Essay Coach started with a simple observation: the personal essay is the one part of a college
            application a student fully controls, yet the help available for it is wildly uneven. Some
            applicants get rounds of notes from counselors and tutors. Many get none, or get back an essay
            rewritten in someone else&apos;s voice.
          </p>
          <p>
            We built the reader we wished every student had: one that is available at midnight before a
            deadline, that explains its reasoning, and that never takes the pen away from the writer. Every
            suggestion points to a specific line and says why it matters, so students learn to revise on their
            own.
          </p>
        </Prose>
      </Section>
      <Section tinted title="What we value">
        <div className={styles.values}>
          <FeatureCard icon={<PersonVoiceRegular />} title="Your voice first">
            We suggest, explain and give examples. We never replace your story with ours.
          </FeatureCard>
          <FeatureCard icon={<ScalesRegular />} title="Honest, fair feedback">
            Scores come with the reasons behind them, so you can judge every piece of advice for yourself.
          </FeatureCard>
          <FeatureCard icon={<LockClosedRegular />} title="Privacy by default">
            Your essays are yours. We do not sell them, share them or use them to advertise to you.
          </FeatureCard>
          <FeatureCard icon={<HeartRegular />} title="Open to everyone">
            The Free plan is free for good, with no credit card, so cost is never the reason a student goes
            without feedback.
          </FeatureCard>
        </div>
      </Section>
      <Section title="How it works">
        <HowItWorks />
      </Section>
      <Section tinted title="Get in touch" narrow align="start">
        <Prose className={styles.narrowProse}>
          <h3>Contact</h3>
          <p>
            Questions about your account or a review:{' '}
            <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a>. Schools, counselors and Premium
            plans: <a href={`mailto:${CONTACT.sales}`}>{CONTACT.sales}</a>. We answer within one business day.
          </p>
          <h3>Press kit</h3>
          <p>
            Writing about Essay Coach? Download our{' '}
            <a href="/press/essay-coach-logo.svg" download>
              logo (SVG)
            </a>{' '}
            and use this short description:
          </p>
          <blockquote>
            <p>
              Essay Coach is a web and desktop app that reviews college-application essays for grammar, style,
              structure and authenticity, and gives students prioritised, specific suggestions they apply in
              their own words.
            </p>
          </blockquote>
          <p>
            For interviews, product screenshots and background, write to{' '}
            <a href={`mailto:${CONTACT.press}`}>{CONTACT.press}</a>.
          </p>
        </Prose>
      </Section>
      <CallToAction
        title="Try it on your own essay"
        text="The first review takes less than a minute."
        primary={{ label: 'Start for Free', to: '/signup' }}
        secondary={{ label: 'Explore Features', to: '/features' }}
      />
    </>
  );
}
