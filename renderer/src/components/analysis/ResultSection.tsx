import { Card, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { Heading } from './Heading';

// One titled block of results (a Card with an h2/h3 heading that names its region).

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  header: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  description: { color: tokens.colorNeutralForeground2 },
});

export interface ResultSectionProps {
  title: string;
  description?: string;
  /** Shown next to the title (a badge, a score). */
  aside?: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
  id?: string;
}

export function ResultSection({
  title,
  description,
  aside,
  headingLevel = 2,
  children,
  className,
  id,
}: ResultSectionProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <Card className={mergeClasses(styles.card, className)} role="region" aria-labelledby={headingId} id={id}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={headingId} size={headingLevel === 2 ? 500 : 400}>
          {title}
        </Heading>
        {aside}
      </div>
      {description && <Text className={styles.description}>{description}</Text>}
      {children}
    </Card>
  );
}
