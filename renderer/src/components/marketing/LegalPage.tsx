import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Logo } from '../layout/Logo';
import { TextLink } from '../layout/TextLink';
import { ThemeToggle } from '../layout/ThemeToggle';
import { usePageTitle } from '../layout/usePageTitle';
import { Prose } from './Prose';

const useStyles = makeStyles({
  top: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    maxWidth: '760px',
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    ...shorthands.padding(tokens.spacingVerticalL, tokens.spacingHorizontalL, 0),
  },
  title: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    margin: `${tokens.spacingVerticalL} 0 ${tokens.spacingVerticalXS}`,
  },
  updated: { color: tokens.colorNeutralForeground2 },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** Static legal text without the app's navigation: a logo, the text and a way back. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  usePageTitle(title);
  return (
    <article>
      <div className={styles.top}>
        <Logo to="/" />
        <ThemeToggle />
      </div>
      <Prose>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>Last updated: {updated}</p>
        {children}
        <p>
          <TextLink to="/" className={styles.back}>
            <ArrowLeftRegular aria-hidden="true" /> Back to Essay Coach
          </TextLink>
        </p>
      </Prose>
    </article>
  );
}
