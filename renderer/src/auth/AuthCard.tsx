import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePageTitle } from '../components/layout/usePageTitle';
import { Logo } from '../components/layout/Logo';

const useStyles = makeStyles({
  page: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100vh',
    boxSizing: 'border-box',
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalL),
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalXXL),
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
  header: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    textAlign: 'center',
  },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  subtitle: { color: tokens.colorNeutralForeground2 },
});

/** The frame of the account pages (no app chrome): logo, a heading, an optional line below it, content. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-card-title">
        <div className={styles.header}>
          <Logo to="/" />
          <h1 id="auth-card-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
        </div>
        {children}
      </section>
    </div>
  );
}
