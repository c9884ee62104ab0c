import { makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../../components/analysis/VisuallyHidden';
import { GettingStarted } from './GettingStarted';
import type { LinkedQuickWin } from './places';
import { ProgressPanel } from './ProgressPanel';
import { ResultsPanel } from './ResultsPanel';
import { skippedStagesOf } from './stageStatus';
import type { RunState } from './useAnalysisRun';
import type { ResultFormats } from './useResultFormats';

// The Review Essay screen's results column: what to do first, the review's progress, its error, or
// the finished review. The progress panel's status line announces each stage, so the column itself
// stays quiet (aria-live off) rather than reading the whole review out. While a review runs its
// progress is brought into view (it sticks below the header on wide screens); when the result
// arrives, focus moves to the score and one sentence announces it.

const useStyles = makeStyles({
  progress: {
    scrollMarginTop: '88px',
    scrollMarginBottom: '16px',
    // Below the 64px sticky header, so the stages stay in view while the student scrolls.
    position: 'sticky',
    top: '72px',
    zIndex: 1,
  },
});

interface ReviewColumnProps {
  className: string;
  state: RunState;
  onCancel: () => void;
  quickWins: LinkedQuickWin[];
  isOpen: (annotationId: number) => boolean;
  onShow: (annotationId: number) => void;
  onApplyFinding: (annotationId: number, replacement: string) => void;
  formats: ResultFormats;
}

export function ReviewColumn({
  className,
  state,
  onCancel,
  quickWins,
  isOpen,
  onShow,
  onApplyFinding,
  formats,
}: ReviewColumnProps) {
  const styles = useStyles();
  const complete = state.phase === 'complete' ? state : null;
  const progressRef = useRef<HTMLDivElement>(null);
  const scoreRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const reviewing = state.phase === 'reviewing';

  useEffect(() => {
    if (reviewing) progressRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [reviewing]);

  const result = complete?.result;
  useEffect(() => {
    if (!result) return;
    const score = scoreRef.current;
    score?.focus({ preventScroll: true });
    score?.scrollIntoView?.({ block: 'start' });
    const tier = result.feedback.score_guidance?.tier_name;
    setAnnouncement(
      `Review complete. Your score is ${Math.round(result.feedback.overall_score)} out of 100${tier ? `: ${tier}` : ''}.`,
    );
  }, [result]);

  return (
    <div className={className} aria-live="off">
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {state.phase === 'error' && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      )}
      {state.phase === 'reviewing' && (
        <div ref={progressRef} className={styles.progress} data-testid="progress-panel">
          <ProgressPanel
            progress={state.progress}
            stage={state.stage}
            detail={state.detail}
            complete={false}
            fallback={state.fallback}
            partials={state.partials}
            skipped={state.skipped}
            onCancel={onCancel}
          />
        </div>
      )}
      {complete && (
        <>
          <ResultsPanel
            ref={scoreRef}
            result={complete.result}
            premiumRequested={complete.request.use_premium_feedback}
            reviewedText={complete.request.text}
            quickWins={quickWins}
            isOpen={isOpen}
            onShow={onShow}
            onApplyFinding={onApplyFinding}
            formats={formats}
          />
          <ProgressPanel
            progress={100}
            stage="complete"
            detail=""
            complete
            skipped={skippedStagesOf(complete.result, complete.request.use_premium_feedback)}
          />
        </>
      )}
      {state.phase === 'idle' && <GettingStarted />}
    </div>
  );
}
