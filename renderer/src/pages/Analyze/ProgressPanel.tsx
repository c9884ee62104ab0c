import { Heading } from '../../components/analysis/Heading';
import { Button, Card, makeStyles, ProgressBar, Spinner, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, SubtractCircleRegular } from '@fluentui/react-icons';
import { VisuallyHidden } from '../../components/analysis/VisuallyHidden';
import type { PremiumPartial } from '../../../../shared/premium';
import { stageRows, type StageState } from './stageStatus';

// The five pipeline stages with their labels, a progress bar and the server's latest detail. A stage
// the server did not run (Personalizing suggestions on a basic review) reads as skipped, not done.

const useStyles = makeStyles({
  card: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalM },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  done: { color: tokens.colorStatusSuccessForeground1 },
  pending: { color: tokens.colorNeutralForeground3 },
  detail: { color: tokens.colorNeutralForeground2 },
  previews: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    rowGap: tokens.spacingVerticalXS,
  },
});

const STATE_TEXT: Record<StageState, string> = {
  done: 'done',
  active: 'in progress',
  pending: 'waiting',
  skipped: 'skipped',
};

function StageIcon({ state }: { state: StageState }) {
  const styles = useStyles();
  if (state === 'done') return <CheckmarkCircleFilled className={styles.done} aria-hidden />;
  if (state === 'active') return <Spinner size="extra-tiny" aria-hidden />;
  if (state === 'skipped') return <SubtractCircleRegular className={styles.pending} aria-hidden />;
  return <CircleRegular className={styles.pending} aria-hidden />;
}

/** One line per premium preview piece: the final result replaces them all. */
function previewText(p: PremiumPartial): string {
  switch (p.kind) {
    case 'reader_will_remember':
      return `What a reader will remember: ${p.reader_will_remember.note}`;
    case 'prompt_fit':
      return `Prompt fit: ${p.prompt_fit.assessment}`;
    case 'improvement':
      return `Suggestion: ${p.improvement.issue}`;
    case 'tone_voice':
      return `Voice: ${p.tone_voice.note}`;
    case 'finding':
      return `Note: ${p.finding.message}`;
  }
}

export interface ProgressPanelProps {
  progress: number;
  stage: string | null;
  detail: string;
  complete: boolean;
  fallback?: boolean;
  partials?: PremiumPartial[];
  /** Stages the server did not run for this review (e.g. llm_enhancement on a basic review). */
  skipped?: readonly string[];
  onCancel?: () => void;
}

export function ProgressPanel({
  progress,
  stage,
  detail,
  complete,
  fallback,
  partials = [],
  skipped = [],
  onCancel,
}: ProgressPanelProps) {
  const styles = useStyles();
  const rows = stageRows(progress, stage, complete, skipped);
  return (
    <Card className={styles.card} aria-labelledby="analysis-progress-title">
      <div className={styles.header}>
        <Heading level={2} id="analysis-progress-title" size={500} weight="semibold">
          {complete ? 'Review complete' : 'Reviewing your essay'}
        </Heading>
        {!complete && onCancel && (
          <Button appearance="subtle" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      <ProgressBar
        value={complete ? 1 : fallback ? undefined : progress / 100}
        thickness="large"
        aria-label="Review progress"
      />
      <ol className={styles.list} aria-label="Review stages">
        {rows.map((row) => (
          <li key={row.stage} className={styles.row} data-stage={row.stage} data-state={row.state}>
            <StageIcon state={row.state} />
            <Text className={row.state === 'pending' || row.state === 'skipped' ? styles.pending : undefined}>
              {row.label}
            </Text>
            {row.state === 'skipped' ? (
              // Visible: a sighted student should not read a skipped stage as one still to come.
              <Text size={200} className={styles.pending}>
                (skipped)
              </Text>
            ) : (
              <VisuallyHidden>{` (${STATE_TEXT[row.state]})`}</VisuallyHidden>
            )}
          </li>
        ))}
      </ol>
      <Text role="status" className={styles.detail}>
        {complete
          ? 'All stages complete.'
          : fallback
            ? 'Live progress is unavailable; your review is still running…'
            : detail}
      </Text>
      {!complete && partials.length > 0 && (
        <div>
          <Text weight="semibold">Early insights (preview)</Text>
          <ul className={styles.previews}>
            {partials.map((p) => (
              <li key={p.key}>
                <Text>{previewText(p)}</Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
