import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { AiPassageView } from './aiDetectionView';

// The passage map: every passage of the essay in order, those that read machine-like on their own
// marked (the same passages are highlighted in the essay), with what would make them personal.

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'grid', rowGap: tokens.spacingVerticalXS },
  item: {
    display: 'grid',
    rowGap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
    borderRadius: tokens.borderRadiusSmall,
    overflowWrap: 'anywhere',
  },
  marked: {
    borderInlineStartColor: tokens.colorPaletteBerryBorderActive,
    backgroundColor: tokens.colorPaletteBerryBackground1,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

export function AiPassageMap({ passages }: { passages: AiPassageView[] }) {
  const styles = useStyles();
  if (passages.length === 0) return null;
  const marked = passages.filter((p) => p.machineLike).length;
  return (
    <div data-testid="ai-passage-map">
      <Text as="p" weight="semibold">
        {marked
          ? `${marked} of ${passages.length} passages read machine-like on their own`
          : `No passage reads machine-like on its own (${passages.length} checked)`}
      </Text>
      {marked > 0 && (
        <Text as="p" className={styles.muted}>
          They are marked in your essay too. Make them yours: replace a general statement with a scene you
          were in, a name, a place or a detail only you would know.
        </Text>
      )}
      <Text as="p" size={200} className={styles.muted}>
        Each passage is judged on its own. About 120 words is a small sample, so only clearly generic passages
        are marked, and some machine-written text can go unmarked.
      </Text>
      <ol className={styles.list} aria-label="Passages of your essay">
        {passages.map((p) => (
          <li
            key={p.n}
            className={mergeClasses(styles.item, p.machineLike && styles.marked)}
            data-machine-like={p.machineLike}
          >
            <Text size={200} weight="semibold">
              Passage {p.n}: {p.machineLike ? 'reads machine-like' : 'not marked'}
            </Text>
            <Text size={200} italic>
              “{p.snippet}”
            </Text>
          </li>
        ))}
      </ol>
    </div>
  );
}
