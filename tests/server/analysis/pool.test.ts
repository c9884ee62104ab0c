// The worker pool: parallel analyses, abort, and worker reuse after an abort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay, createAnalysisPool, type AnalysisPool } from '../../../server/analysis/index';
import { AnalysisInputError } from '../../../server/analysis/errors';
import { analyzeToFeedback } from '../../../server/analysis/pipeline';
import { splitChunks } from '../../../server/analysis/lint/chunks';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { AnalysisResultSchema, type AnalysisResult } from '../../../shared/analysis/feedback';
import type { StageEvent } from '../../../shared/analysis/stages';
import { ESSAY, PROMPT } from './fixtures';

/** A result without the fields that time the run. */
const withoutTiming = (r: AnalysisResult) => {
  const feedback = { ...r.feedback, meta: { ...r.feedback.meta, duration_ms: 0 } };
  return { ...r, feedback, json_output: JSON.stringify(feedback, null, 2) };
};

let pool: AnalysisPool;

beforeAll(async () => {
  pool = createAnalysisPool({ size: 2 });
  await Promise.all([pool.warm(), warmEngine()]);
}, 120_000);

/** ESSAY with every sentence new to every cache. */
const fresh = () => ESSAY.replaceAll('.', ` ${Date.now().toString(36)}.`);

afterAll(async () => {
  await pool?.close();
});

describe('analysis pool', () => {
  it('runs analyses in parallel and returns valid results with stage events', async () => {
    const events: StageEvent[][] = [[], [], []];
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        pool.analyze(
          { text: `${ESSAY}\n\nVersion ${i} adds one new sentence.` },
          { onEvent: (e) => events[i]!.push(e) },
        ),
      ),
    );
    for (const r of results) expect(AnalysisResultSchema.safeParse(r).success).toBe(true);
    for (const ev of events) expect(ev.map((e) => e.progress)).toEqual([0, 15, 45, 95]);
  });

  it('rejects promptly with an AbortError and stays usable', async () => {
    const ctrl = new AbortController();
    // Cancelled once the worker has started on it (a timer could fire after a fast analysis ended).
    const p = pool.analyze(
      { text: `${ESSAY} A new closing line ${Date.now()}.` },
      { signal: ctrl.signal, onEvent: (e) => e.stage === 'analyzers' && ctrl.abort() },
    );
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    const after = await pool.analyze({ text: ESSAY });
    expect(after.feedback.word_count).toBeGreaterThan(0);
  });

  it('rejects an already-aborted signal and invalid input without using a worker', async () => {
    await expect(pool.analyze({ text: ESSAY }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(pool.analyze({ text: '   ' })).rejects.toBeInstanceOf(AnalysisInputError);
  });

  it('gives the same result when two idle workers share an essay as when one analyses it alone', async () => {
    const text = fresh();
    const shared = await pool.analyze({ text, prompt: PROMPT });
    const alone = await analyzeEssay({ text, prompt: PROMPT });
    expect(withoutTiming(shared)).toEqual(withoutTiming(alone));
  });

  it("finishes an essay whose helper worker was lost, linting the helper's chunks itself", async () => {
    const text = fresh();
    const chunks = [...new Set(splitChunks(text).map((c) => c.text))];
    const lost = await analyzeToFeedback(
      { text },
      {
        sharedLints: {
          chunks,
          counter: new Int32Array(new SharedArrayBuffer(4)),
          helpers: Promise.resolve([null]),
        },
      },
    );
    const alone = await analyzeToFeedback({ text });
    expect({ ...lost, meta: { ...lost.meta, duration_ms: 0 } }).toEqual({
      ...alone,
      meta: { ...alone.meta, duration_ms: 0 },
    });
  });

  it('reuses warm workers: a revised draft is served mostly from the sentence cache', async () => {
    await pool.analyze({ text: ESSAY });
    const r = await pool.analyze({ text: ESSAY.replace('three evenings', 'four long evenings') });
    expect(r.feedback.annotations.some((a) => a.category === 'misspelling')).toBe(true);
  });
});
