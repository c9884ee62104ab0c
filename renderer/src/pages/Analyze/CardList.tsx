import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ResultSection } from '../../components/analysis/ResultSection';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
});

/** A titled list of cards (improvements, strengths); nothing when empty. */
export function CardList<T>(props: {
  title: string;
  description?: string;
  items: T[] | null | undefined;
  render: (item: T) => ReactNode;
}) {
  const styles = useStyles();
  const items = props.items ?? [];
  if (!items.length) return null;
  return (
    <ResultSection title={props.title} description={props.description}>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={i}>{props.render(item)}</li>
        ))}
      </ul>
    </ResultSection>
  );
}
