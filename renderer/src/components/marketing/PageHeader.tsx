import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { accentTokens, up } from '../../theme';

const useStyles = makeStyles({
  header: {
    ...shorthands.padding('48px', tokens.spacingHorizontalL, tokens.spacingVerticalXXL),
    textAlign: 'center',
    backgroundImage: `linear-gradient(180deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 100%)`,
    [up.md]: { paddingTop: '72px' },
  },
  inner: {
    maxWidth: '800px',
    margin: '0 auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'center',
  },
  eyebrow: { margin: 0, color: accentTokens.colorAccentForeground, fontWeight: tokens.fontWeightSemibold },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    [up.md]: { fontSize: tokens.fontSizeHero900, lineHeight: tokens.lineHeightHero900 },
  },
  lead: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
  },
});

/** The top of a marketing page: its one h1 and an introduction. */
export function PageHeader({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
