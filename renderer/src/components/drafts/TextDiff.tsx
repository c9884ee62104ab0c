import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ParagraphDiff, TextDiff as Diff } from '../../../../shared/drafts/diff';

// The text differences, paragraph by paragraph: removed words struck through, added words underlined
// and bold (marked for screen readers too), moved paragraphs labelled. Unchanged paragraphs are folded.

const useStyles = makeStyles({
  list: { display: 'grid', rowGap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  para: { overflowWrap: 'anywhere', lineHeight: tokens.lineHeightBase400 },
  removed: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground2 },
  added: { textDecorationLine: 'underline', fontWeight: tokens.fontWeightSemibold },
  label: { color: tokens.colorNeutralForeground2, display: 'block' },
});

const LABELS: Record<ParagraphDiff['kind'], string> = {
  same: 'Unchanged',
  changed: 'Edited',
  moved: 'Moved',
  added: 'New paragraph',
  removed: 'Paragraph removed',
};

export function TextDiff({ diff }: { diff: Diff }) {
  const styles = useStyles();
  const shown = diff.paragraphs.filter((p) => p.kind !== 'same');
  if (!shown.length) return <Text>The text did not change.</Text>;
  return (
    <ol className={styles.list} data-testid="text-diff">
      {shown.map((p, i) => (
        <li key={i}>
          <Text size={200} className={styles.label}>
            {LABELS[p.kind]}
            {p.kind === 'moved' && p.before_index !== null && p.after_index !== null
              ? ` (was paragraph ${p.before_index + 1}, now ${p.after_index + 1})`
              : ''}
          </Text>
          <Text className={styles.para}>
            {p.ops.map((o, j) => (
              <span key={j}>
                {j > 0 && ' '}
                {o.op === 'equal' ? (
                  o.text
                ) : o.op === 'insert' ? (
                  <ins className={styles.added}>{o.text}</ins>
                ) : (
                  <del className={styles.removed}>{o.text}</del>
                )}
              </span>
            ))}
          </Text>
        </li>
      ))}
    </ol>
  );
}
