// The worker pool: parallel analyses, abort, and worker reuse after an abort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisPool, type AnalysisPool } from '../../../server/analysis/index';
import { AnalysisInputError } from '../../../server/analysis/errors';
import { AnalysisResultSchema } from '../../../shared/analysis/feedback';
import type { StageEvent } from '../../../shared/analysis/stages';
import { ESSAY } from './fixtures';

let pool: AnalysisPool;

beforeAll(async () => {
  pool = createAnalysisPool({ size: 2 });
  await pool.warm();
}, 120_000);

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
    const p = pool.analyze({ text: `${ESSAY} A new closing line ${Date.now()}.` }, { signal: ctrl.signal });
    setTimeout(() => ctrl.abort(), 5);
    const t0 = Date.now();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - t0).toBeLessThan(1000);
    const after = await pool.analyze({ text: ESSAY });
    expect(after.feedback.word_count).toBeGreaterThan(0);
  });

  it('rejects an already-aborted signal and invalid input without using a worker', async () => {
    await expect(pool.analyze({ text: ESSAY }, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(pool.analyze({ text: '   ' })).rejects.toBeInstanceOf(AnalysisInputError);
  });

  it('reuses warm workers: a revised draft is served mostly from the sentence cache', async () => {
    await pool.analyze({ text: ESSAY });
    const t0 = performance.now();
    const r = await pool.analyze({ text: ESSAY.replace('three evenings', 'four long evenings') });
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(r.feedback.annotations.some((a) => a.category === 'misspelling')).toBe(true);
  });
});
