// npm run bench [-- --json]: latency and throughput of the engine on new 650-word essays, with
// harper alone on the same essays in the same run. Every essay is new text to both (harper is
// ~8x faster on text it has seen), built by joining two ELLIPSE essays and cutting at 650 words.
import { LocalLinter, Dialect } from 'harper.js';
import { binary } from 'harper.js/binary';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { createAnalysisPool } from '../server/analysis/index';
import { readJsonl, pct } from './corpus';

const json = process.argv.includes('--json');
const rows = readJsonl<{ text: string }>('ellipse/ellipse_test.jsonl');
if (!rows) process.exit(0);
let cursor = 0;
const essay = () => {
  const words = `${rows[cursor]!.text}\n\n${rows[cursor + 1]!.text}\n\n${rows[cursor + 2]!.text}`.split(/ +/);
  cursor += 3;
  return words.slice(0, 650).join(' ');
};
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

const loadAtStart = os.loadavg()[0]!;
const harper = new LocalLinter({ binary, dialect: Dialect.American });
await harper.setup();
await harper.lint('Warm up the linter once.', { dedup: false });

const pool = createAnalysisPool({ size: 2 });
await pool.warm();
const first = await time(() => pool.analyze({ text: essay() }));

const N = 24;
const basic: number[] = [];
const harperAlone: number[] = [];
const texts: string[] = [];
for (let i = 0; i < N; i++) {
  const text = essay();
  texts.push(text);
  // Alternate which goes first, so neither always runs right after the other's leftovers (GC,
  // background compilation) on this 2-core machine.
  const engine = () => pool.analyze({ text });
  const alone = () => harper.lint(text, { dedup: false });
  if (i % 2) harperAlone.push(await time(alone));
  basic.push(await time(engine));
  if (!(i % 2)) harperAlone.push(await time(alone));
}
const revised: number[] = [];
for (const text of texts.slice(0, 6)) {
  const paras = text.split('\n\n');
  paras[0] = essay().split('\n\n')[0]!.split(' ').slice(0, paras[0]!.split(' ').length).join(' ');
  const next = paras.join('\n\n');
  revised.push(await time(() => pool.analyze({ text: next })));
}
await pool.close();

// Steady state: a fresh worker's first real essays still run partly unoptimised code, and with
// two workers each sees half the essays, so an untimed batch first (4 essays per worker).
async function throughput(size: number, jobs: number): Promise<number> {
  const p = createAnalysisPool({ size });
  await p.warm();
  const settle = Array.from({ length: 4 * size }, essay);
  await Promise.all(settle.map((text) => p.analyze({ text })));
  const batch = Array.from({ length: jobs }, essay);
  const ms = await time(() => Promise.all(batch.map((text) => p.analyze({ text }))));
  await p.close();
  return (jobs * 1000) / ms;
}
// 32 timed essays: with 16, the last essay on one worker while the other idles weighed ~6 %.
// One worker and two alternate, three rounds each, and each figure is the median round: a single
// pair of runs moved the ratio by ±0.07 on this machine (background compilation and GC threads get
// the idle core when one worker runs, and sometimes not).
const JOBS = 32;
const ROUNDS = 3;
const ones: number[] = [];
const twos: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  ones.push(await throughput(1, JOBS));
  twos.push(await throughput(2, JOBS));
}
const one = pct(ones, 50);
const two = pct(twos, 50);

const r = {
  basic_p50_ms: Math.round(pct(basic, 50)),
  basic_p95_ms: Math.round(pct(basic, 95)),
  harper_p50_ms: Math.round(pct(harperAlone, 50)),
  analyses_per_s: Math.round(two * 100) / 100,
  analyses_per_s_1_worker: Math.round(one * 100) / 100,
  revised_draft_p50_ms: Math.round(pct(revised, 50)),
  first_request_ms: Math.round(first),
};
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : 'n/a');
const md = `# Performance (npm run bench)

Machine: ${os.cpus().length} cores, load average ${loadAtStart.toFixed(1)} at start and ${os.loadavg()[0]!.toFixed(1)} at end (shared with other work; figures vary with load, the ratios less so).
Essays: 650 words, each new to both harper and the engine (ELLIPSE essays joined and cut), pool of 2 workers; latency over ${N} essays, throughput over ${JOBS} after an untimed batch (median of ${ROUNDS} alternating rounds per pool size).

| measure | value | target | met |
|---|---|---|---|
| basic p50 / p95 (ms) | ${r.basic_p50_ms} / ${r.basic_p95_ms} | p50 ≤ 0.75 × harper | ${ratio(r.basic_p50_ms, r.harper_p50_ms)} × ${r.basic_p50_ms <= 0.75 * r.harper_p50_ms ? 'yes' : 'no'} |
| harper alone p50 (ms, one lint of the whole essay, dedup off) | ${r.harper_p50_ms} | – | – |
| analyses/s, 1 worker → 2 workers | ${r.analyses_per_s_1_worker} → ${r.analyses_per_s} | ≥ 1.6 × | ${ratio(two, one)} × ${two >= 1.6 * one ? 'yes' : 'no'} |
| revised draft p50 (ms, one paragraph changed) | ${r.revised_draft_p50_ms} | ≤ 0.3 × harper | ${ratio(r.revised_draft_p50_ms, r.harper_p50_ms)} × ${r.revised_draft_p50_ms <= 0.3 * r.harper_p50_ms ? 'yes' : 'no'} |
| first request after warm start (ms) | ${r.first_request_ms} | ≤ 2 × p50 | ${ratio(r.first_request_ms, r.basic_p50_ms)} × ${r.first_request_ms <= 2 * r.basic_p50_ms ? 'yes' : 'no'} |
`;
writeFileSync(new URL('./results/perf.md', import.meta.url), md);
console.log(md);
if (json) console.log(JSON.stringify(r));
