// npm run bench:quality: engine figures beside harper-alone / nspell-alone baselines computed in
// the same run, over the corpora dev halves (sampled deterministically to finish in minutes).
// Writes bench/results/quality.md. Corpus text is read at run time and never stored.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { spellingBench, holbrookBench } from './quality-spelling';
import { grammarBench } from './quality-grammar';
import { essayBench } from './quality-essays';
import { aiBench } from './quality-ai';
import { warmEngine } from '../server/analysis/nlp/warm';

const out: string[] = [
  '# Quality (npm run bench:quality)',
  '',
  `Run: ${new Date().toISOString().slice(0, 10)}; dev halves of ../shared/corpora, seeded samples (bench/corpus.ts SEED),`,
  'so every run measures the same items; sizes are in each table (env BENCH_WORDS, BENCH_PASSAGES,',
  'BENCH_SENTENCES, BENCH_ESSAYS, BENCH_SCORED change them). Engine and baselines run on the same items in the same run.',
  '',
  'The AI-risk coefficients and the overall-score weights were fitted on the fit split (70 % of the dev halves',
  'by id, bench/corpus.ts splitOf) with `bench/dump-ai.ts` + `bench/fit-weights.ts` (AI risk) and `bench/dump-features.ts` + `bench/fit-scores.ts` (scores); the essay figures',
  'below are on the other 30 %, which the fitting never saw; the AI-risk levels are shown on both splits.',
  '',
];
const t0 = performance.now();
await warmEngine();
const secs = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
// --only spelling,holbrook,grammar,ai,essays runs a subset and prints it without touching the
// committed results file (for tuning one area at a time).
const STAGES = {
  spelling: spellingBench,
  holbrook: holbrookBench,
  grammar: grammarBench,
  ai: aiBench,
  essays: essayBench,
};
const onlyArg =
  process.argv.find((a) => a.startsWith('--only='))?.slice(7) ??
  (process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined);
const only = onlyArg?.split(',').filter(Boolean) as Array<keyof typeof STAGES> | undefined;
for (const name of only ?? [])
  if (!(name in STAGES)) throw new Error(`unknown stage ${name}; one of ${Object.keys(STAGES).join(', ')}`);
for (const stage of only ? only.map((n) => STAGES[n]) : Object.values(STAGES)) {
  out.push(...(await stage()), '');
  console.error(`${stage.name} done at ${secs()}`);
}
const load = os.loadavg()[0]!.toFixed(1);
out.push(
  `Wall time: ${secs()} on ${os.availableParallelism()} cores, 1-minute load average ${load} at the end.`,
);
if (!only) writeFileSync(new URL('./results/quality.md', import.meta.url), `${out.join('\n')}\n`);
console.log(out.join('\n'));
