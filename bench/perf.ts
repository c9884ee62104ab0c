// npm run bench [-- --json]: latency and throughput of the engine on new 650-word essays, with
// harper alone on the same essays in the same run. Every essay is new text to both (harper is
// ~8x faster on text it has seen), built by joining two ELLIPSE essays and cutting at 650 words.
import { LocalLinter, Dialect } from 'harper.js';
import { binary } from 'harper.js/binary';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { createAnalysisPool, type AnalysisPool } from '../server/analysis/index';
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

// Throughput is a long-running server's steady state. V8 keeps optimising the engine's hundreds of
// rule functions as rare paths first run: measured in one thread, ~40 ms of background compilation
// per essay over the first 25 essays, ~16 by the 75th and ~5 after 100. One worker gets that work
// done on the idle core for free, two cannot, so a pool fresh from warm-up understates scaling.
// Each pool therefore first analyses 100 untimed essays per worker (ASAP essays joined to 650
// words, so the timed ELLIPSE texts stay new), then the two pools alternate timed rounds.
const asap = readJsonl<{ text: string }>('asap_aes/asap_essays_sets1_2_7_8.jsonl') ?? [];
let asapCursor = 0;
const settleEssay = () => {
  const words: string[] = [];
  while (words.length < 650 && asapCursor < asap.length) words.push(...asap[asapCursor++]!.text.split(/ +/));
  return words.slice(0, 650).join(' ');
};
const SETTLE_PER_WORKER = 100;
async function settledPool(size: number) {
  const p = createAnalysisPool({ size });
  await p.warm();
  const settle = Array.from({ length: SETTLE_PER_WORKER * size }, settleEssay);
  for (let i = 0; i < settle.length; i += 4 * size)
    await Promise.all(settle.slice(i, i + 4 * size).map((text) => p.analyze({ text })));
  return p;
}
async function throughput(p: AnalysisPool, jobs: number): Promise<number> {
  const batch = Array.from({ length: jobs }, essay);
  const ms = await time(() => Promise.all(batch.map((text) => p.analyze({ text }))));
  return (jobs * 1000) / ms;
}
// 32 timed essays per round: with 16, the last essay on one worker while the other idles weighed
// ~6 %. Five alternating rounds per pool size, each figure the median round (the host's other load
// moves single rounds).
const JOBS = 32;
const ROUNDS = 5;
const poolOne = await settledPool(1);
const poolTwo = await settledPool(2);
const ones: number[] = [];
const twos: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  ones.push(await throughput(poolOne, JOBS));
  twos.push(await throughput(poolTwo, JOBS));
}
await Promise.all([poolOne.close(), poolTwo.close()]);
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
Essays: 650 words, each new to both harper and the engine (ELLIPSE essays joined and cut), pool of 2 workers; latency over ${N} essays, throughput in steady state (each pool first analyses ${SETTLE_PER_WORKER} untimed essays per worker), ${JOBS} essays per round, median of ${ROUNDS} alternating rounds per pool size.

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
