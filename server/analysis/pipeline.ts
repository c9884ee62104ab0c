// The pipeline: validate, parse, lint, run analyzers, score, optionally enhance, render. Emits
// typed stage events in order (spec section 4): starting 0, analyzers 15, processing 45,
// llm_enhancement 60 (only with an enhance hook), finalizing 95.
import type { AnalysisInput } from '../../shared/analysis/input';
import type { AnalysisResult, Feedback } from '../../shared/analysis/feedback';
import { stageInfo, type PipelineStage, type StageEvent } from '../../shared/analysis/stages';
import { validateInput } from './input';
import { getHarper } from './nlp/resources';
import { warmEngine } from './nlp/warm';
import { parseEssay, type ParsedEssay } from './nlp/parse';
import { lintChunk, lintText, type HarperLint, type RawLint } from './lint/harper';
import { buildNames, type NameLexicon } from './spell/names';
import { HARPER_USERS, selectAnalyzers } from './analyzers/registry';
import type { Analyzer, AnalyzerContext, AnalyzerOutput } from './analyzers/types';
import { lintClaimed, type SharedLints } from './pool/share';
import { buildFeedback } from './build/feedback';
import { planTrimKeepingScore } from './trim/index';
import { standingOf } from './trim/keep-score';
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
  /** Pool internals: chunks this worker lints together with helper workers. */
  sharedLints?: SharedLints;
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

// Analyzers seen reading harper's lints. The rest can run before the lints are in, while helper
// workers lint; one that turns out to read them is run again once they are (and remembered).
const readsHarper = new Set<string>(HARPER_USERS);

function runWithoutLints(a: Analyzer, essay: ParsedEssay, ctx: Omit<AnalyzerContext, 'harper'>) {
  let touched = false;
  const out = a.run(essay, {
    ...ctx,
    get harper(): HarperLint[] {
      touched = true;
      return [];
    },
  });
  if (!touched) return out;
  readsHarper.add(a.name);
  return undefined;
}

/** Runs the stages up to and including 'processing' and returns the feedback. */
export async function analyzeToFeedback(input: AnalysisInput, opts: AnalyzeOptions = {}): Promise<Feedback> {
  const first = await review(input, opts);
  const { feedback, essay, parsed } = first;
  // Over its limit, the review carries the cuts that would reach it (the "Fit the word limit" panel),
  // less any that would lower this review or the writing's own (reviewed without the limit). Within
  // the limit there is nothing to fit: cuts there told a student whose essay was 300 words short to
  // cut "so", and cost each review three more.
  if (parsed.word_limit === undefined || feedback.length?.status !== 'over') return feedback;
  const quiet = { signal: opts.signal, analyzers: opts.analyzers };
  const unlimited = { ...parsed, word_limit: undefined };
  // Each text is reviewed with the limit, then (if that holds) without; the second review reuses
  // the first's parse.
  const standings = (text: string) => {
    let limited: ReturnType<typeof review> | undefined;
    const withLimit = () => (limited ??= review({ ...parsed, text }, quiet));
    return [
      async () => standingOf((await withLimit()).feedback),
      async () => standingOf((await review({ ...unlimited, text }, quiet, await withLimit())).feedback),
    ];
  };
  const before = async () => [
    standingOf(feedback),
    standingOf((await review(unlimited, quiet, first)).feedback),
  ];
  const trim = await planTrimKeepingScore(essay, parsed.limit_type, parsed.word_limit, before, standings);
  return { ...feedback, trim };
}

/** What a review of the same text (other limit) can reuse: the parse and the names read from it. */
interface Parsed {
  essay: ParsedEssay;
  parsed: { text: string; prompt?: string };
  names: NameLexicon;
}

async function review(input: AnalysisInput, opts: AnalyzeOptions, same?: Parsed) {
  const t0 = performance.now();
  const parsed = validateInput(input);
  const analyzers = selectAnalyzers(opts.analyzers);
  if (!opts.skipStartEvent) emitStage(opts.onEvent, 'starting');
  await warmEngine();
  check(opts.signal);
  emitStage(opts.onEvent, 'analyzers');
  const usesHarper = analyzers.some((a) => HARPER_USERS.has(a.name));
  const reuse = same?.parsed.text === parsed.text && same.parsed.prompt === parsed.prompt;
  // Analyzers keep what reads no lint per parsed essay (prepare), so a reused parse is reviewed
  // again without repeating it.
  const essay = reuse ? same.essay : parseEssay(parsed.text);
  const names = reuse ? same.names : buildNames(essay, parsed.prompt);
  const early = new Map<string, AnalyzerOutput>();
  if (usesHarper && opts.sharedLints) {
    for (const a of analyzers) {
      if (readsHarper.has(a.name)) continue;
      const out = runWithoutLints(a, essay, { input: parsed, names });
      if (out) early.set(a.name, out);
    }
    for (const a of analyzers) if (!early.has(a.name)) a.prepare?.(essay, { input: parsed, names });
    check(opts.signal);
  }
  const harper = usesHarper ? await lintEssay(parsed.text, opts) : [];
  check(opts.signal);
  const ctx = { input: parsed, harper, names };
  const outputs: Outputs = {};
  for (const a of analyzers) outputs[a.name] = early.get(a.name) ?? a.run(essay, ctx);
  check(opts.signal);
  emitStage(opts.onEvent, 'processing');
  const feedback = buildFeedback(essay, parsed, outputs, harper, performance.now() - t0);
  return { feedback, essay, parsed, names };
}

/** Lints the essay: alone, or sharing the new chunks with helper workers (opts.sharedLints). */
async function lintEssay(text: string, opts: AnalyzeOptions): Promise<HarperLint[]> {
  const linter = await getHarper();
  const share = opts.sharedLints;
  if (!share) return lintText(linter, text, { signal: opts.signal, onComputed: opts.onLints });
  const computed = new Map<string, RawLint[]>(
    await lintClaimed(linter, share.chunks, share.counter, opts.signal),
  );
  const byText = new Map(computed);
  const helpers = await (opts.signal ? raceAbort(share.helpers, opts.signal) : share.helpers);
  for (const entries of helpers) for (const [t, l] of entries ?? []) byText.set(t, l);
  // Chunks a lost helper had claimed are linted here.
  for (const t of share.chunks) {
    if (byText.has(t)) continue;
    const raw = await lintChunk(linter, t);
    byText.set(t, raw);
    computed.set(t, raw);
  }
  const lints = await lintText(linter, text, {
    signal: opts.signal,
    skip: new Set(share.chunks),
    deferred: Promise.resolve(byText),
    onComputed: (more) => more.forEach((l, t) => computed.set(t, l)),
  });
  opts.onLints?.(computed);
  return lints;
}

function raceAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal.reason));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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
