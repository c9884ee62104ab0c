import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { ButtonLink } from '../../components/layout/ButtonLink';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { CallToAction } from '../../components/marketing/CallToAction';
import { PageHeader } from '../../components/marketing/PageHeader';
import { accentTokens, up } from '../../theme';
import { FEATURE_BLOCKS } from './featureBlocks';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'center' },
  list: {
    maxWidth: '1200px',
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    ...shorthands.padding(tokens.spacingVerticalXXXL, tokens.spacingHorizontalL),
    [up.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [up.xl]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    ...shorthands.padding(tokens.spacingVerticalXL, tokens.spacingHorizontalXL),
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  icon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '48px',
    height: '48px',
    fontSize: '26px',
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorBrandForeground1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  summary: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  points: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  point: { display: 'flex', gap: tokens.spacingHorizontalS, lineHeight: tokens.lineHeightBase300 },
  check: { flexShrink: 0, marginTop: '2px', color: accentTokens.colorAccentForeground },
});

export function FeaturesPage() {
  const styles = useStyles();
  usePageTitle('Features');
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title="Everything you need to polish your college essay"
        lead="Essay Coach combines a meticulous line edit with an honest read of your voice and structure, so every revision moves your essay forward."
      >
        <div className={styles.actions}>
          <ButtonLink to="/analyze" appearance="primary" size="large">
            Review My Essay
          </ButtonLink>
          <ButtonLink to="/pricing" appearance="secondary" size="large">
            See Pricing
          </ButtonLink>
        </div>
      </PageHeader>
      <div className={styles.list}>
        {FEATURE_BLOCKS.map((block) => (
          <section
            key={block.id}
            id={block.id}
            aria-labelledby={`${block.id}-title`}
            className={styles.block}
          >
            <span className={styles.icon} aria-hidden="true">
              {block.icon}
            </span>
            <h2 id={`${block.id}-title`} className={styles.title}>
              {block.title}
            </h2>
            <p className={styles.summary}>{block.summary}</p>
            <ul className={styles.points}>
              {block.points.map((point) => (
                <li key={point} className={styles.point}>
                  <CheckmarkCircleRegular className={styles.check} aria-hidden="true" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <CallToAction
        title="See what your essay is doing well"
        text="Paste a draft and get your first review in seconds. Compare plans when you are ready for more."
        primary={{ label: 'Try It Now', to: '/analyze' }}
        secondary={{ label: 'Compare Plans', to: '/pricing' }}
      />
    </>
  );
}
