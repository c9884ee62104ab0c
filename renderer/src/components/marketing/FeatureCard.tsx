import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { accentTokens } from '../../theme';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    ...shorthands.padding(tokens.spacingVerticalXL, tokens.spacingHorizontalXL),
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  icon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: tokens.borderRadiusLarge,
    fontSize: '24px',
    color: accentTokens.colorAccentForeground,
    backgroundColor: accentTokens.colorAccentBackgroundSubtle,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

export interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Heading level inside the page outline (h3 under a section's h2 by default). */
  level?: 2 | 3;
}

export function FeatureCard({ icon, title, children, level = 3 }: FeatureCardProps) {
  const styles = useStyles();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.card}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <div className={styles.text}>{children}</div>
    </div>
  );
}
