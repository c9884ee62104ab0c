// The pipeline: validate, lint, parse, run analyzers, score, optionally enhance, render. Emits
// typed stage events in order (spec section 4): starting 0, analyzers 15, processing 45,
// llm_enhancement 60 (only with an enhance hook), finalizing 95.
import type { AnalysisInput } from '../../shared/analysis/input';
import type { AnalysisResult, Feedback } from '../../shared/analysis/feedback';
import { stageInfo, type PipelineStage, type StageEvent } from '../../shared/analysis/stages';
import { validateInput } from './input';
import { getHarper } from './nlp/resources';
import { warmEngine } from './nlp/warm';
import { parseEssay } from './nlp/parse';
import { lintText, type HarperLint, type RawLint } from './lint/harper';
import { buildNames } from './spell/names';
import { HARPER_USERS, selectAnalyzers } from './analyzers/registry';
import { buildFeedback } from './build/feedback';
import { renderResult } from './render/result';
import { abortError } from './errors';
import type { Outputs } from './scoring';

export type EnhanceHook = (
  feedback: Feedback,
  ctx: { signal: AbortSignal; emit(detail: string): void },
) => Promise<Feedback>;

export interface AnalyzeOptions {
  signal?: AbortSignal;
  onEvent?: (event: StageEvent) => void;
  analyzers?: readonly string[];
  enhance?: EnhanceHook;
  /** Pool internals: lints for chunks another worker is computing. */
  deferredLints?: { chunks: Set<string>; result: Promise<Map<string, RawLint[]>> };
  /** Lints this call computed (for the pool's shared cache). */
  onLints?: (lints: Map<string, RawLint[]>) => void;
  /** Pool internals: the 'starting' event was already emitted by the pool. */
  skipStartEvent?: boolean;
}

export function emitStage(onEvent: AnalyzeOptions['onEvent'], stage: PipelineStage, detail?: string): void {
  const info = stageInfo(stage);
  onEvent?.({ stage, progress: info.progress, detail: detail ?? info.label });
}

function check(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortError(signal.reason);
}

/** Runs the stages up to and including 'processing' and returns the feedback. */
export async function analyzeToFeedback(input: AnalysisInput, opts: AnalyzeOptions = {}): Promise<Feedback> {
  const t0 = performance.now();
  const parsed = validateInput(input);
  const analyzers = selectAnalyzers(opts.analyzers);
  if (!opts.skipStartEvent) emitStage(opts.onEvent, 'starting');
  await warmEngine();
  check(opts.signal);
  emitStage(opts.onEvent, 'analyzers');
  let harper: HarperLint[] = [];
  if (analyzers.some((a) => HARPER_USERS.has(a.name))) {
    harper = await lintText(await getHarper(), parsed.text, {
      signal: opts.signal,
      skip: opts.deferredLints?.chunks,
      deferred: opts.deferredLints?.result,
      onComputed: opts.onLints,
    });
  }
  check(opts.signal);
  const essay = parseEssay(parsed.text);
  const ctx = { input: parsed, harper, names: buildNames(essay, parsed.prompt) };
  const outputs: Outputs = {};
  for (const a of analyzers) outputs[a.name] = a.run(essay, ctx);
  check(opts.signal);
  emitStage(opts.onEvent, 'processing');
  return buildFeedback(essay, parsed, outputs, harper, performance.now() - t0);
}

/** Runs the llm_enhancement (when a hook is given) and finalizing stages. */
export async function finishPipeline(feedback: Feedback, opts: AnalyzeOptions = {}): Promise<AnalysisResult> {
  let fb = feedback;
  if (opts.enhance) {
    emitStage(opts.onEvent, 'llm_enhancement');
    const signal = opts.signal ?? new AbortController().signal;
    fb = await opts.enhance(fb, {
      signal,
      emit: (detail) => emitStage(opts.onEvent, 'llm_enhancement', detail),
    });
    check(opts.signal);
  }
  emitStage(opts.onEvent, 'finalizing');
  return renderResult(fb);
}

export async function analyzeEssay(input: AnalysisInput, opts: AnalyzeOptions = {}): Promise<AnalysisResult> {
  check(opts.signal);
  const feedback = await analyzeToFeedback(input, opts);
  return finishPipeline(feedback, opts);
}
