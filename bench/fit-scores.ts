// Fits the overall-score weights (and reports the section formulas) on the 'fit' split of the
// dev halves, against human scores: ASAP sets 1, 2, 7, 8 (holistic) and ELLIPSE (overall and its
// analytic traits). The analyzers run in-process on cached harper lints, so changing a formula and
// re-running takes seconds; only the first run per split lints the essays (minutes).
//
// Usage: npx tsx bench/fit-scores.ts [fit|heldout] [N per ASAP set, default all] [--fit]
//   --fit      refits, in order: the measure norms (MEASURES[*].norm: the split's mean and sd), each
//              section's points (ridge regression of its ELLIPSE trait on the measures' z-scores,
//              bench/fit-ridge.ts), then WEIGHTS by coordinate search (per-set Spearman, half of it
//              length-partialled, mean + ½·min); prints them to paste into server/analysis/scoring.ts
//   --weights=JSON  evaluates these section weights instead of WEIGHTS (e.g. '{"grammar":0.2,…}')
//   --dump=F   writes per-essay section values and numeric metrics (ids, no text) to F as JSON
//   --min-words=N  only essays of N words or more (default: every essay, as bench:quality scores)
//   --prompts  gives each essay its prompt, as a student would (bench/essay-docs.ts), so content's
//              prompt fit counts; the fitted figures are without (prompt fit moves ASAP 8 +0.01–0.02
//              and ASAP 7 −0.01–0.02 on both splits, the rest ±0.01: server/analysis/scoring.ts)
//   env LINT_CACHE  lint cache file (default /tmp/essay-coach-lints-<split>.json; holds lints, no essays)
// The figures it prints for 'heldout' are for checking only; fit on 'fit'.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { collectDocs, type Doc } from './essay-docs';
import { spearman } from './stats';
import { getHarper } from '../server/analysis/nlp/resources';
import { warmEngine } from '../server/analysis/nlp/warm';
import { lintText, type HarperLint } from '../server/analysis/lint/harper';
import { parseEssay, type ParsedEssay } from '../server/analysis/nlp/parse';
import { buildNames } from '../server/analysis/spell/names';
import { ANALYZERS } from '../server/analysis/analyzers/registry';
import { validateInput } from '../server/analysis/input';
import { MEASURES, WEIGHTS, sectionValues, overallScore, type Outputs } from '../server/analysis/scoring';
import { fitSections } from './fit-ridge';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const split = args[0] === 'heldout' ? 'heldout' : 'fit';
const perSet = Number(args[1] ?? 1e6);
const doFit = process.argv.includes('--fit');
const withPrompts = process.argv.includes('--prompts');
// Every essay by default, as bench:quality scores them; --min-words=150 checks long essays alone.
const minWords = Number(process.argv.find((a) => a.startsWith('--min-words='))?.slice(12) ?? 1);
const cacheFile = process.env.LINT_CACHE ?? `/tmp/essay-coach-lints-${split}.json`;

await warmEngine();
const docs = collectDocs(split, perSet).filter((d) => d.score !== undefined);

// Harper lints per essay id, cached: linting is the slow part (~0.2 s per essay).
const cache: Record<string, HarperLint[]> = existsSync(cacheFile)
  ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, HarperLint[]>)
  : {};
const missing = docs.filter((d) => !cache[d.id]);
if (missing.length) {
  const linter = await getHarper();
  let i = 0;
  for (const d of missing) {
    cache[d.id] = await lintText(linter, d.text);
    if (++i % 100 === 0) console.error(`linted ${i}/${missing.length}`);
  }
  writeFileSync(cacheFile, JSON.stringify(cache));
}

interface Row {
  d: Doc;
  essay: ParsedEssay;
  outputs: Outputs;
}

const t0 = performance.now();
const rows: Row[] = [];
for (const d of docs) {
  const essay = parseEssay(d.text);
  if (essay.wordCount < minWords) continue;
  const harper = cache[d.id]!;
  const prompt = withPrompts ? d.prompt : undefined;
  const input = validateInput(prompt ? { text: d.text, prompt } : { text: d.text });
  const ctx = { input, harper, names: buildNames(essay, input.prompt) };
  const outputs: Outputs = {};
  for (const a of ANALYZERS) outputs[a.name] = a.run(essay, ctx);
  rows.push({ d, essay, outputs });
}
console.error(`analysed ${rows.length} essays in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

const GROUPS = ['asap1', 'asap2', 'asap7', 'asap8', 'ellipse'];
const TRAITS = [
  ['grammar', 'grammar'],
  ['spelling', 'conventions'],
  ['style', 'vocabulary'],
  ['structure', 'syntax'],
  ['structure', 'cohesion'],
  ['content', 'cohesion'],
] as const;

function evaluate(weights: Record<string, number>) {
  const values = rows.map((r) => sectionValues(r.outputs, r.essay));
  Object.assign(WEIGHTS, weights);
  const overall = values.map((v) => overallScore(v));
  // Unrounded overall for the search, so small weight changes are visible.
  const raw = values.map((v) => Object.entries(weights).reduce((a, [k, w]) => a + (v[k] ?? 0) * w, 0));
  const perGroup = GROUPS.map((g) => {
    const idx = rows.flatMap((r, i) => (r.d.group === g ? [i] : []));
    const gold = idx.map((i) => rows[i]!.d.score!);
    const len = idx.map((i) => rows[i]!.essay.wordCount);
    const rg = spearman(
      idx.map((i) => overall[i]!),
      gold,
    );
    const rl = spearman(len, gold);
    const re = spearman(
      idx.map((i) => overall[i]!),
      len,
    );
    const partial = (rg - rl * re) / Math.sqrt(Math.max(1e-9, (1 - rl ** 2) * (1 - re ** 2)));
    const search = spearman(
      idx.map((i) => raw[i]!),
      gold,
    );
    const rr = spearman(
      idx.map((i) => raw[i]!),
      len,
    );
    const searchPartial = (search - rl * rr) / Math.sqrt(Math.max(1e-9, (1 - rl ** 2) * (1 - rr ** 2)));
    return { g, n: idx.length, rg, rl, partial, search, searchPartial };
  });
  const ell = rows.flatMap((r, i) => (r.d.group === 'ellipse' && r.d.traits ? [i] : []));
  const traits = TRAITS.map(([sec, trait]) => ({
    sec,
    trait,
    rho: spearman(
      ell.map((i) => values[i]![sec] ?? 0),
      ell.map((i) => rows[i]!.d.traits![trait]!),
    ),
  }));
  return { perGroup, traits, values };
}

function report(weights: Record<string, number>) {
  const { perGroup, traits, values } = evaluate(weights);
  console.log(`\n${split} split: overall vs human scores (Spearman)`);
  console.log('set      n  overall  length  partial');
  for (const x of perGroup)
    console.log(
      `${x.g.padEnd(8)}${String(x.n).padStart(3)}  ${x.rg.toFixed(2).padStart(7)} ${x.rl.toFixed(2).padStart(7)} ${x.partial.toFixed(2).padStart(8)}`,
    );
  console.log('ELLIPSE section vs trait:');
  for (const t of traits) console.log(`  ${t.sec.padEnd(10)} ${t.trait.padEnd(12)} ${t.rho.toFixed(2)}`);
  const mean = (k: string) => values.reduce((a, v) => a + (v[k] ?? 0), 0) / values.length;
  console.log(
    'mean section scores:',
    Object.keys(WEIGHTS)
      .map((k) => `${k} ${mean(k).toFixed(0)}`)
      .join(', '),
  );
}

// Half the per-set Spearman, half its length-partialled value (ELLIPSE counted twice): on ASAP, length alone reaches
// 0.4–0.75, so the plain Spearman alone would hand most of the weight to development (length);
// the partialled half rewards what tracks quality at equal length. Plus ½·min so no set is left behind.
const objective = (w: Record<string, number>) => {
  const groups = evaluate(w).perGroup;
  // ELLIPSE counts twice: its raters barely reward length (0.28), as a fixed word limit demands.
  const s = groups.flatMap((x) => Array(x.g === 'ellipse' ? 2 : 1).fill((x.search + x.searchPartial) / 2));
  return s.reduce((a, b) => a + b, 0) / s.length + 0.5 * Math.min(...groups.map((x) => x.search));
};

// Every section a student is shown counts a little: grammar and spelling also enter through
// structure and style (errors in sentences, misspelled words), but a student fixing them should see
// their own section's weight in the overall score.
const MIN_WEIGHT: Record<string, number> = { grammar: 0.05, spelling: 0.05 };

const weightsArg = process.argv.find((a) => a.startsWith('--weights='))?.slice(10);
let weights: Record<string, number> = weightsArg
  ? (JSON.parse(weightsArg) as Record<string, number>)
  : { ...WEIGHTS };
report(weights);
const dumpTo = process.argv.find((a) => a.startsWith('--dump='))?.slice(7);
if (dumpTo) {
  const { values } = evaluate(weights);
  const numeric = (m: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(m).filter(([, v]) => typeof v === 'number'));
  writeFileSync(
    dumpTo,
    JSON.stringify(
      rows.map((r, i) => ({
        id: r.d.id,
        group: r.d.group,
        score: r.d.score,
        traits: r.d.traits,
        words: r.essay.wordCount,
        values: values[i],
        overall: overallScore(values[i]!),
        metrics: Object.fromEntries(Object.entries(r.outputs).map(([k, o]) => [k, numeric(o.metrics)])),
        measures: Object.fromEntries(
          Object.entries(MEASURES).map(([k, m]) => [
            k,
            m.value(r.outputs, Math.max(1, r.essay.wordCount), r.essay),
          ]),
        ),
      })),
    ),
  );
}
if (doFit) {
  fitSections(rows.map((r) => ({ outputs: r.outputs, essay: r.essay, traits: r.d.traits })));
  report(weights);
  let best = objective(weights);
  for (let round = 0; round < 4; round++) {
    for (const k of Object.keys(weights)) {
      for (const d of [-0.08, -0.04, -0.02, 0.02, 0.04, 0.08]) {
        const w = { ...weights, [k]: Math.max(MIN_WEIGHT[k] ?? 0, weights[k]! + d) };
        const v = objective(w);
        if (v > best + 1e-4) {
          best = v;
          weights = w;
        }
      }
    }
  }
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  weights = Object.fromEntries(
    Object.entries(weights).map(([k, v]) => [
      k,
      Math.max(MIN_WEIGHT[k] ?? 0, Math.round((v / total) * 100) / 100),
    ]),
  );
  // Rounding and the floors can leave the sum off 1: the largest weight absorbs the difference.
  const top = Object.keys(weights).reduce((a, b) => (weights[b]! > weights[a]! ? b : a));
  weights[top] =
    Math.round((1 - Object.values(weights).reduce((a, b) => a + b, 0) + weights[top]!) * 100) / 100;
  console.log('\nfitted WEIGHTS:', JSON.stringify(weights));
  report(weights);
}
