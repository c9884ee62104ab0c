// Fits the AI-risk logistic regression over the engine's stylometric features on the 'fit' split
// of the dev halves (see bench/corpus.ts splitOf), and prints the TS constant to paste into
// server/analysis/analyzers/ai-model.ts. Input: a dump from bench/dump-ai.ts (or
// bench/dump-features.ts with ANALYZERS=ai_detection).
// Usage: tsx bench/fit-weights.ts /tmp/ai-fit.jsonl [/tmp/ai-heldout.jsonl]
// Env: DROP=a,b leaves more features out; L2 sets the ridge penalty (default 0.02).
import { readFileSync } from 'node:fs';
import { auroc } from './stats';
import { fitLogistic } from './logistic';
import { transformFeatures } from '../server/analysis/analyzers/ai-features';
import { HIGH_RISK_BELOW } from '../server/analysis/analyzers/ai-model';

interface Row {
  group: string;
  human: boolean;
  f: Record<string, number>;
}

// Each (source, label) group gets equal total weight, so no one corpus dominates; the university
// answers of ibrahim (students vs ChatGPT on the same questions, many non-native writers) count
// three times: they are the hardest pair and the closest to real student writing.
const GROUP_WEIGHT: Record<string, number> = { ibrahim: 3 };

// Human essays rewritten by GPT (Liang et al.'s polished TOEFL and simplified Hewlett essays) are
// neither human nor AI-written: measured, never fitted on.
const POLISHED = new Set(['liang_toefl_polished', 'liang_hewlett_simplified']);

const load = (p: string): Row[] =>
  readFileSync(p, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Row)
    .filter((r) => r.f && !POLISHED.has(r.group))
    .map((r) => ({ ...r, f: transformFeatures(r.f) }));

const [fitPath = '/tmp/ai-fit.jsonl', evalPath] = process.argv.slice(2);
const rows = load(fitPath);
// Measured but not in the model: errors (harper lints; the risk estimate needs no lint pass),
// surprisal and wordLength (a unigram model calls rich vocabulary machine-like, which would
// penalise strong human writers; they added nothing in cross-validation on the fit split), typos and
// informal typing habits (a proofread essay must not read as riskier: with them out, GPT college
// essays caught, real ones and ELLIPSE essays flagged are unchanged in 5-fold cross-validation).
const NOT_IN_MODEL = ['errors', 'surprisal', 'wordLength', 'typos', 'informal'];
const dropped = [...NOT_IN_MODEL, ...(process.env.DROP?.split(',') ?? [])];
const keys = Object.keys(rows[0]!.f).filter((k) => !dropped.includes(k));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const means = keys.map((k) => mean(rows.map((r) => r.f[k] ?? 0)));
const scales = keys.map((k, j) => Math.sqrt(mean(rows.map((r) => ((r.f[k] ?? 0) - means[j]!) ** 2))) || 1);
const x = (r: Row) => keys.map((k, j) => ((r.f[k] ?? 0) - means[j]!) / scales[j]!);

const groupCount = new Map<string, number>();
const gkey = (r: Row) => `${r.group}:${r.human}`;
for (const r of rows) groupCount.set(gkey(r), (groupCount.get(gkey(r)) ?? 0) + 1);
const humanGroups = new Set(rows.filter((r) => r.human).map((r) => r.group)).size;
const aiGroups = new Set(rows.filter((r) => !r.human).map((r) => r.group)).size;
const sw = rows.map(
  (r) => (GROUP_WEIGHT[r.group] ?? 1) / groupCount.get(gkey(r))! / (r.human ? humanGroups : aiGroups),
);
const X = rows.map(x);
const y = rows.map((r) => (r.human ? 1 : 0));
const lambda = Number(process.env.L2 ?? 0.02);

// Label 1 = human; the intercept is the last coefficient.
const d = keys.length;
const beta = fitLogistic(X, y, sw, lambda);
const w = beta.slice(0, d);
const b = beta[d]!;
const humanness = (r: Row) =>
  Math.round(100 / (1 + Math.exp(-(b + x(r).reduce((a, v, j) => a + v * w[j]!, 0)))));

function report(name: string, rs: Row[]) {
  const risk = (r: Row) => 100 - humanness(r);
  const h = rs.filter((r) => r.human);
  const a = rs.filter((r) => !r.human);
  const asap = h.filter((r) => r.group.startsWith('asap'));
  console.log(`${name}: AUROC all ${auroc(a.map(risk), h.map(risk)).toFixed(3)} (n ${h.length}/${a.length})`);
  for (const [g, hh] of [
    ['herbold', h.filter((r) => r.group === 'herbold')],
    ['ibrahim', h.filter((r) => r.group === 'ibrahim')],
    ['argugpt', asap],
    ['bevilacqua', asap],
  ] as const)
    console.log(
      `  pair ${g}: AUROC ${auroc(a.filter((r) => r.group === g).map(risk), hh.map(risk)).toFixed(3)}`,
    );
  const pctBelow = (xs: Row[], t: number) =>
    `${((xs.filter((r) => humanness(r) < t).length * 100) / Math.max(1, xs.length)).toFixed(1)} %`;
  for (const t of [HIGH_RISK_BELOW - 5, HIGH_RISK_BELOW, HIGH_RISK_BELOW + 5])
    console.log(
      `  human-ness < ${t}: ${[...new Set(rs.map((r) => r.group))]
        .map((g) => {
          const hg = h.filter((r) => r.group === g);
          const ag = a.filter((r) => r.group === g);
          return `${g} ${hg.length ? `human ${pctBelow(hg, t)}` : ''}${ag.length ? ` AI ${pctBelow(ag, t)}` : ''}`;
        })
        .join('; ')}`,
    );
}
report('fit', rows);
if (evalPath) report('heldout', load(evalPath));
const r3 = (v: number) => Math.round(v * 1000) / 1000;
console.log(
  JSON.stringify(
    {
      intercept: r3(b),
      weights: Object.fromEntries(keys.map((k, j) => [k, r3(w[j]!)])),
      means: Object.fromEntries(keys.map((k, j) => [k, r3(means[j]!)])),
      scales: Object.fromEntries(keys.map((k, j) => [k, r3(scales[j]!)])),
    },
    null,
    2,
  ),
);
