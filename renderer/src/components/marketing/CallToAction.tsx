import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { purpleBrand } from '../../theme';
import { ButtonLink } from '../layout/ButtonLink';

const useStyles = makeStyles({
  band: {
    ...shorthands.padding('56px', tokens.spacingHorizontalL),
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    color: tokens.colorNeutralForegroundOnBrand,
    textAlign: 'center',
  },
  inner: {
    maxWidth: '720px',
    margin: '0 auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    alignItems: 'center',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
  },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'center' },
  // White on the purple band in both themes; the brand text on white stays above 6:1.
  onBrand: {
    backgroundColor: '#ffffff',
    color: purpleBrand[60],
    border: '1px solid #ffffff',
    ':hover': { backgroundColor: purpleBrand[160], color: purpleBrand[50] },
    ':hover:active': { backgroundColor: purpleBrand[150], color: purpleBrand[40] },
  },
  ghost: {
    color: tokens.colorNeutralForegroundOnBrand,
    border: `1px solid ${tokens.colorNeutralForegroundOnBrand}`,
    backgroundColor: 'transparent',
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: 'rgba(255,255,255,0.12)' },
    ':hover:active': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: 'rgba(255,255,255,0.2)',
    },
  },
});

export interface CallToActionProps {
  title: string;
  text: ReactNode;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}

/** The closing band of a page with its main next step. */
export function CallToAction({ title, text, primary, secondary }: CallToActionProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <ButtonLink to={primary.to} size="large" className={styles.onBrand}>
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink to={secondary.to} size="large" appearance="outline" className={styles.ghost}>
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
