import { Badge, Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { removesContent, type TrimCut } from '../../../../../shared/analysis/trim';

// One cut shown in place: a little of the text around it, the words that go struck through, what
// replaces them underlined, the words it saves and why it keeps the meaning.

const useStyles = makeStyles({
  item: {
    display: 'grid',
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  applied: { backgroundColor: tokens.colorNeutralBackground2 },
  context: { overflowWrap: 'anywhere', lineHeight: tokens.lineHeightBase300 },
  removed: { textDecorationLine: 'line-through', fontWeight: tokens.fontWeightSemibold },
  added: { textDecorationLine: 'underline', fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  reason: { color: tokens.colorNeutralForeground2 },
});

const CONTEXT = 40;
const KIND_LABELS: Record<TrimCut['kind'], string> = {
  wordy: 'Wordy phrase',
  filler: 'Filler',
  redundant: 'Says it twice',
  adjective: 'Extra adjective',
  restatement: 'Repeated point',
  summary: 'Summary before a scene',
  aside: 'Aside',
};

function around(text: string, cut: TrimCut) {
  const from = Math.max(0, cut.start - CONTEXT);
  const to = Math.min(text.length, cut.end + CONTEXT);
  const before = text.slice(from, cut.start).replace(/^\S*\s/, from > 0 ? '…' : '');
  const after = text.slice(cut.end, to).replace(/\s\S*$/, to < text.length ? '…' : '');
  return { before, after };
}

export interface CutItemProps {
  cut: TrimCut;
  text: string;
  unit: 'words' | 'characters';
  applied: boolean;
  blocked: boolean;
  disabled: boolean;
  onToggle(): void;
}

export function CutItem({ cut, text, unit, applied, blocked, disabled, onToggle }: CutItemProps) {
  const styles = useStyles();
  const { before, after } = around(text, cut);
  const saved = unit === 'characters' ? cut.chars_saved : cut.words_saved;
  const content = removesContent(cut.kind);
  const what = cut.replacement.trim()
    ? `“${cut.original.trim()}” to “${cut.replacement.trim()}”`
    : `remove “${cut.original.trim()}”`;
  return (
    <li
      className={mergeClasses(styles.item, applied && styles.applied)}
      data-testid="trim-cut"
      data-applied={applied}
      data-kind={content ? 'content' : 'wording'}
    >
      <Text className={styles.context}>
        {before}
        <span className={styles.removed} data-testid="trim-cut-original">
          {cut.original}
        </span>
        {cut.replacement && <span className={styles.added}>{cut.replacement}</span>}
        {after}
      </Text>
      <div className={styles.row}>
        <Badge appearance="outline">{KIND_LABELS[cut.kind]}</Badge>
        {content && (
          <Badge appearance="tint" color="warning">
            Changes what you say
          </Badge>
        )}
        <Text weight="semibold">
          −{saved} {saved === 1 ? unit.slice(0, -1) : unit}
        </Text>
        <Button
          size="small"
          appearance={applied ? 'secondary' : 'primary'}
          disabled={disabled || (blocked && !applied)}
          onClick={onToggle}
          aria-label={applied ? `Undo: ${what}` : `Apply: ${what}`}
        >
          {applied ? 'Undo' : 'Apply'}
        </Button>
        {applied && <Text size={200}>Applied</Text>}
        {blocked && !applied && <Text size={200}>Covered by a cut you applied</Text>}
      </div>
      <Text size={200} className={styles.reason}>
        {cut.reason}
      </Text>
    </li>
  );
}
