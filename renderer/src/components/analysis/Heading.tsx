import { makeStyles, mergeClasses, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ root: { margin: 0 } });

export interface HeadingProps {
  level: 1 | 2 | 3 | 4;
  size?: 300 | 400 | 500 | 600 | 800;
  weight?: 'semibold' | 'bold';
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A heading in Fluent's type ramp without the browser's default margins (layouts space it). */
export function Heading({ level, size = 400, weight = 'semibold', id, className, children }: HeadingProps) {
  const styles = useStyles();
  const as = (['h1', 'h2', 'h3', 'h4'] as const)[level - 1];
  return (
    <Text as={as} id={id} size={size} weight={weight} className={mergeClasses(styles.root, className)}>
      {children}
    </Text>
  );
}
