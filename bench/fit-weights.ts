// Fits the AI-risk logistic regression over the engine's stylometric features on the 'fit' split
// of the dev halves (see bench/corpus.ts splitOf), and prints the TS constant to paste into
// server/analysis/analyzers/ai-features.ts. Input: a dump from bench/dump-features.ts.
// Usage: tsx bench/fit-weights.ts /tmp/fit.jsonl [heldout.jsonl]
import { readFileSync } from 'node:fs';
import { auroc } from './stats';
import { transformFeatures } from '../server/analysis/analyzers/ai-features';

interface Row {
  group: string;
  human: boolean;
  f: Record<string, number>;
}

const load = (p: string): Row[] =>
  readFileSync(p, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Row)
    .filter((r) => r.f)
    .map((r) => ({ ...r, f: transformFeatures(r.f) }));

const [fitPath = '/tmp/fit.jsonl', evalPath] = process.argv.slice(2);
const rows = load(fitPath);
const keys = Object.keys(rows[0]!.f).filter((k) => !process.env.DROP?.split(',').includes(k));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const means = Object.fromEntries(keys.map((k) => [k, mean(rows.map((r) => r.f[k]!))]));
const scales = Object.fromEntries(
  keys.map((k) => [k, Math.sqrt(mean(rows.map((r) => (r.f[k]! - means[k]!) ** 2))) || 1]),
);
const x = (r: Row) => keys.map((k) => (r.f[k]! - means[k]!) / scales[k]!);

// Class-balanced, L2-regularised logistic regression by gradient descent (label 1 = human).
// Human essays from every source get equal total weight so no one corpus dominates.
const groupCount = new Map<string, number>();
for (const r of rows)
  groupCount.set(`${r.group}:${r.human}`, (groupCount.get(`${r.group}:${r.human}`) ?? 0) + 1);
const humanGroups = new Set(rows.filter((r) => r.human).map((r) => r.group)).size;
const aiGroups = new Set(rows.filter((r) => !r.human).map((r) => r.group)).size;
const sw = rows.map((r) => 1 / groupCount.get(`${r.group}:${r.human}`)! / (r.human ? humanGroups : aiGroups));
const X = rows.map(x);
const y = rows.map((r) => (r.human ? 1 : 0));
const w = new Array<number>(keys.length).fill(0);
let b = 0;
const lambda = Number(process.env.L2 ?? 0.02);
for (let it = 0; it < 4000; it++) {
  const g = new Array<number>(keys.length).fill(0);
  let gb = 0;
  X.forEach((xi, i) => {
    const z = b + xi.reduce((a, v, j) => a + v * w[j]!, 0);
    const err = (1 / (1 + Math.exp(-z)) - y[i]!) * sw[i]!;
    xi.forEach((v, j) => (g[j]! += err * v));
    gb += err;
  });
  const tot = sw.reduce((a, c) => a + c, 0);
  for (let j = 0; j < w.length; j++) w[j]! -= 0.5 * (g[j]! / tot + lambda * w[j]!);
  b -= 0.5 * (gb / tot);
}
const prob = (r: Row) => 1 / (1 + Math.exp(-(b + x(r).reduce((a, v, j) => a + v * w[j]!, 0))));

function report(name: string, rs: Row[]) {
  const risk = (r: Row) => 100 - Math.round(prob(r) * 100);
  const h = rs.filter((r) => r.human);
  const a = rs.filter((r) => !r.human);
  console.log(`${name}: AUROC ${auroc(a.map(risk), h.map(risk)).toFixed(3)} (n ${h.length}/${a.length})`);
  const asap = h.filter((r) => r.group.startsWith('asap'));
  for (const [g, hh] of [
    ['herbold', h.filter((r) => r.group === 'herbold')],
    ['ibrahim', h.filter((r) => r.group === 'ibrahim')],
    ['argugpt', asap],
    ['bevilacqua', asap],
  ] as const)
    console.log(
      `  pair ${g}: AUROC ${auroc(a.filter((r) => r.group === g).map(risk), hh.map(risk)).toFixed(3)}`,
    );
  for (const g of [...new Set(rs.map((r) => r.group))]) {
    const hg = h.filter((r) => r.group === g);
    const ag = a.filter((r) => r.group === g);
    const high = hg.filter((r) => prob(r) < 0.3).length;
    console.log(
      `  ${g}: human ${hg.length} high ${((high * 100) / Math.max(1, hg.length)).toFixed(1)} %; AI ${ag.length} caught(high) ${((ag.filter((r) => prob(r) < 0.3).length * 100) / Math.max(1, ag.length)).toFixed(1)} %`,
    );
  }
}
report('fit', rows);
for (const t of [0.3, 0.2, 0.15, 0.1, 0.05]) {
  const hs = rows.filter((r) => r.human);
  const herb = hs.filter((r) => r.group === 'herbold' || r.group === 'ibrahim');
  const as = rows.filter((r) => !r.human);
  const rate = (rs: Row[]) =>
    ((rs.filter((r) => prob(r) < t).length * 100) / Math.max(1, rs.length)).toFixed(1);
  console.log(
    `P(human) < ${t}: humans high ${rate(hs)} %, herbold+ibrahim humans ${rate(herb)} %, AI caught ${rate(as)} %`,
  );
}
if (evalPath) report('heldout', load(evalPath));
const r3 = (v: number) => Math.round(v * 1000) / 1000;
console.log(
  JSON.stringify(
    {
      intercept: r3(b),
      weights: Object.fromEntries(keys.map((k, j) => [k, r3(w[j]!)])),
      means: Object.fromEntries(keys.map((k) => [k, r3(means[k]!)])),
      scales: Object.fromEntries(keys.map((k) => [k, r3(scales[k]!)])),
    },
    null,
    2,
  ),
);
