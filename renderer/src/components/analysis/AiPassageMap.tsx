import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import {
  PASSAGE_MAP_ADVICE,
  PASSAGE_MAP_HOW,
  passageMapHeadline,
} from '../../../../shared/analysis/ai-texts';
import type { AiPassageView } from './aiDetectionView';

// The passage map: every passage of the essay in order, those that read machine-like marked (the
// same passages are highlighted in the essay), with what would make them personal. Its words are
// shared with the exports (shared/analysis/ai-texts.ts).

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
        {passageMapHeadline(marked, passages.length)}
      </Text>
      {marked > 0 && (
        <Text as="p" className={styles.muted}>
          They are marked in your essay too. {PASSAGE_MAP_ADVICE}
        </Text>
      )}
      <Text as="p" size={200} className={styles.muted}>
        {PASSAGE_MAP_HOW}
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
