import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { ButtonLink } from '../../components/layout/ButtonLink';
import { HeroIllustration } from '../../components/marketing/illustrations/HeroIllustration';
import { ProductImage } from '../../components/marketing/ProductImage';
import { accentTokens, up } from '../../theme';

const useStyles = makeStyles({
  hero: {
    ...shorthands.padding('48px', tokens.spacingHorizontalL),
    backgroundImage: `radial-gradient(circle at 15% 10%, ${tokens.colorBrandBackground2} 0%, transparent 55%), radial-gradient(circle at 90% 80%, ${accentTokens.colorAccentBackgroundSubtle} 0%, transparent 50%)`,
    [up.lg]: { paddingTop: '88px', paddingBottom: '88px' },
  },
  inner: {
    maxWidth: '1200px',
    margin: '0 auto',
    display: 'grid',
    gap: '48px',
    alignItems: 'center',
    [up.lg]: { gridTemplateColumns: '1fr 1fr' },
  },
  copy: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  eyebrow: { margin: 0, color: accentTokens.colorAccentForeground, fontWeight: tokens.fontWeightSemibold },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    [up.md]: { fontSize: tokens.fontSizeHero900, lineHeight: tokens.lineHeightHero900 },
  },
  brandWord: { color: tokens.colorBrandForeground1 },
  lead: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    color: tokens.colorNeutralForeground2,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

export function LandingHero() {
  const styles = useStyles();
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Feedback for college-application essays</p>
          <h1 className={styles.title}>
            Make your essay sound <span className={styles.brandWord}>like you</span>, only sharper
          </h1>
          <p className={styles.lead}>
            Essay Coach reviews your draft for grammar, style, structure and authenticity, then gives you
            prioritised, specific suggestions. You keep the pen; we show you where to use it.
          </p>
          <div className={styles.actions}>
            <ButtonLink
              to="/analyze"
              appearance="primary"
              size="large"
              icon={<ArrowRightRegular />}
              iconPosition="after"
            >
              Start for Free
            </ButtonLink>
            <ButtonLink to="/help" appearance="secondary" size="large">
              See How It Works
            </ButtonLink>
          </div>
          <p className={styles.note}>No credit card required. Free reviews every month.</p>
        </div>
        <ProductImage
          name="hero"
          alt="The Essay Coach Review Essay screen showing an essay next to its score and suggestions"
          illustration={HeroIllustration}
          priority
        />
      </div>
    </header>
  );
}
