import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, EditRegular } from '@fluentui/react-icons';
import type { LimitType } from '../../../../shared/analysis/input';
import { AnnotatedEssay, type AnnotatedEssayProps } from './AnnotatedEssay';
import { LengthChip } from './LengthChip';

// The essay after a review, in the place the editor was: highlighted, with the selected finding's card
// under its paragraph, Undo for the last fix and a way back to editing the text freely.

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    minHeight: 0,
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  scroller: {
    minHeight: '12rem',
    overflowY: 'auto',
    flexShrink: 1,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  status: { margin: 0, color: tokens.colorNeutralForeground2, minHeight: tokens.lineHeightBase300 },
});

export interface HighlightsPanelProps extends AnnotatedEssayProps {
  limit: number | null;
  unit: LimitType;
  edited: boolean;
  canUndo: boolean;
  onUndo: () => void;
  onEdit: () => void;
  /** What the last action did ('Changed “teh” to “the”.'), announced politely. */
  status: string;
}

export function HighlightsPanel({
  limit,
  unit,
  edited,
  canUndo,
  onUndo,
  onEdit,
  status,
  ...essay
}: HighlightsPanelProps) {
  const styles = useStyles();
  const count = essay.annotations.length;
  return (
    <div className={styles.root} role="region" aria-label="Essay text">
      <div className={styles.toolbar}>
        <LengthChip text={essay.text} limit={limit} unit={unit} />
        {/* Room here for a word-limit helper beside the length chip. */}
        <span className={styles.grow} />
        <Button size="small" icon={<ArrowUndoRegular />} disabled={!canUndo} onClick={onUndo}>
          Undo last fix
        </Button>
        <Button size="small" icon={<EditRegular />} onClick={onEdit}>
          Edit text
        </Button>
      </div>
      <Text size={200} className={styles.muted}>
        {count
          ? `${count} ${count === 1 ? 'place is' : 'places are'} highlighted. Select one (or Tab to it and use the arrow keys) to see the fix.`
          : 'Nothing is highlighted: no finding points at specific words.'}
        {edited && ' You have changed the essay since this review: review it again to update the score.'}
      </Text>
      <div className={styles.scroller}>
        <AnnotatedEssay {...essay} />
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
