import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { KeyedAnnotation } from './annotations';
import { GettingStarted } from './GettingStarted';
import { ProgressPanel } from './ProgressPanel';
import { ResultsPanel } from './ResultsPanel';
import { skippedStagesOf } from './stageStatus';
import type { RunState } from './useAnalysisRun';
import type { ResultFormats } from './useResultFormats';

// The Review Essay screen's right-hand column: what to do first, the review's progress, its error, or
// the finished review with the essay marked up. The progress panel's status line announces each
// stage, so the column itself stays quiet (aria-live off) rather than reading the whole review out.

interface ReviewColumnProps {
  className: string;
  state: RunState;
  onCancel: () => void;
  /** The essay as it is now, which may differ from the text that was reviewed. */
  text: string;
  annotations: KeyedAnnotation[];
  onApply: (annotation: KeyedAnnotation, replacement: string) => void;
  formats: ResultFormats;
}

export function ReviewColumn({
  className,
  state,
  onCancel,
  text,
  annotations,
  onApply,
  formats,
}: ReviewColumnProps) {
  const complete = state.phase === 'complete' ? state : null;
  return (
    <div className={className} aria-live="off">
      {state.phase === 'error' && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      )}
      {state.phase === 'reviewing' && (
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
      )}
      {complete && (
        <>
          <ProgressPanel
            progress={100}
            stage="complete"
            detail=""
            complete
            skipped={skippedStagesOf(complete.result, complete.request.use_premium_feedback)}
          />
          <ResultsPanel
            result={complete.result}
            premiumRequested={complete.request.use_premium_feedback}
            text={text}
            annotations={annotations}
            edited={text !== complete.request.text}
            onApply={onApply}
            formats={formats}
          />
        </>
      )}
      {state.phase === 'idle' && <GettingStarted />}
    </div>
  );
}
