import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import type { PremiumPartial } from '../../../../shared/premium';
import {
  AnalysisError,
  runAnalysis,
  type AnalysisRequest,
  type ReviewResult,
  type ProgressEvent,
} from '../../api/analyze';
import { isSkipEvent, PREMIUM_STAGE } from './stageStatus';

// The analysis state machine (spec section 4): idle → reviewing (progress stages) → complete or
// error. Starting a new review or leaving the page aborts the running one.

export type RunState =
  | { phase: 'idle' }
  | {
      phase: 'reviewing';
      progress: number;
      stage: string | null;
      detail: string;
      /** True when the stream could not connect and the plain call runs (no live progress). */
      fallback: boolean;
      partials: PremiumPartial[];
      /** Stages the server is not running for this review (shown as skipped, not done). */
      skipped: string[];
    }
  | { phase: 'complete'; result: ReviewResult; request: AnalysisRequest }
  | { phase: 'error'; message: string; status?: number };

type Reviewing = Extract<RunState, { phase: 'reviewing' }>;

const REVIEWING: Reviewing = {
  phase: 'reviewing',
  progress: 0,
  stage: null,
  detail: '',
  fallback: false,
  partials: [],
  skipped: [],
};

/** A basic review never runs the premium stage (the server announces it as skipped, too). */
const reviewingFor = (request: AnalysisRequest): Reviewing => ({
  ...REVIEWING,
  skipped: request.use_premium_feedback ? [] : [PREMIUM_STAGE],
});

function withEvent(state: RunState, event: ProgressEvent): RunState {
  if (state.phase !== 'reviewing') return state;
  const partials =
    event.partial && !state.partials.some((p) => p.key === event.partial!.key)
      ? [...state.partials, event.partial]
      : state.partials;
  const skipped =
    isSkipEvent(event) && !state.skipped.includes(event.stage)
      ? [...state.skipped, event.stage]
      : state.skipped;
  return {
    ...state,
    skipped,
    // Progress never runs backwards, even if events arrive out of order.
    progress: Math.max(state.progress, Math.min(100, event.progress)),
    stage: event.stage,
    detail: event.detail || state.detail,
    partials,
  };
}

export function useAnalysisRun() {
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** Runs a review; resolves with its result, or null when it failed or was cancelled. */
  const start = useCallback(async (request: AnalysisRequest): Promise<ReviewResult | null> => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setState(reviewingFor(request));
    try {
      const result = await runAnalysis(request, {
        signal: mine.signal,
        onProgress: (event) => setState((s) => withEvent(s, event)),
        onFallback: () => setState((s) => (s.phase === 'reviewing' ? { ...s, fallback: true } : s)),
      });
      if (mine.signal.aborted) return null;
      setState({ phase: 'complete', result, request });
      return result;
    } catch (err) {
      if (mine.signal.aborted) return null;
      const message = err instanceof AnalysisError ? err.message : MESSAGES.analysisFailed;
      setState({ phase: 'error', message, status: err instanceof AnalysisError ? err.status : undefined });
      return null;
    } finally {
      if (controller.current === mine) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, cancel };
}
