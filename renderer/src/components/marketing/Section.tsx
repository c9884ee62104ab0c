import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { up } from '../../theme';

const useStyles = makeStyles({
  section: {
    ...shorthands.padding(tokens.spacingVerticalXXXL, tokens.spacingHorizontalL),
    [up.md]: { paddingTop: '64px', paddingBottom: '64px' },
  },
  tinted: { backgroundColor: tokens.colorNeutralBackground2 },
  inner: {
    maxWidth: '1200px',
    margin: '0 auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
  narrow: { maxWidth: '800px' },
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    textAlign: 'center',
    alignItems: 'center',
  },
  headStart: { textAlign: 'start', alignItems: 'flex-start' },
  eyebrow: {
    margin: 0,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.08em',
    fontSize: tokens.fontSizeBase200,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    [up.md]: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  lead: {
    margin: 0,
    maxWidth: '680px',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
});

export interface SectionProps {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
  narrow?: boolean;
  align?: 'center' | 'start';
  id?: string;
}

/** A titled page band (an h2 with its content), named by its heading for screen readers. */
export function Section({
  title,
  eyebrow,
  lead,
  children,
  tinted,
  narrow,
  align = 'center',
  id,
}: SectionProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={mergeClasses(styles.section, tinted && styles.tinted)}
    >
      <div className={mergeClasses(styles.inner, narrow && styles.narrow)}>
        <div className={mergeClasses(styles.head, align === 'start' && styles.headStart)}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
