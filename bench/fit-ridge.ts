// Refits the section formulas of server/analysis/scoring.ts on the fit split: the measure norms
// (mean and sd over all scored essays) and each section's points per sd, by ridge regression of
// the ELLIPSE analytic trait(s) the section stands for on the measures' z-scores. Traits are
// rank-normalised (raters' scales are ordinal), features standardised, and a measure whose fitted
// sign contradicts what it means (more errors raising a score) is dropped and the rest refitted:
// the score must stay explainable, and such a sign is a correlate of something else, not a cause.
import { MEASURES, SECTIONS, measureZ, type Outputs } from '../server/analysis/scoring';
import type { ParsedEssay } from '../server/analysis/nlp/parse';
import { ranks, spearman } from './stats';

export interface FitRow {
  outputs: Outputs;
  essay: ParsedEssay;
  traits?: Record<string, number>;
}

/** The ELLIPSE trait(s) each section answers to (their rank-mean when more than one). */
export const SECTION_TRAITS: Record<string, string[]> = {
  grammar: ['grammar'],
  spelling: ['conventions'],
  style: ['vocabulary'],
  structure: ['syntax', 'cohesion'],
};
/** Spread of a section score over the fit split, in points: wide enough to tell drafts apart. */
const SECTION_SD = 14;
/** Section score of an essay at every norm. */
const BASE = 72;
const LAMBDA = Number(process.env.RIDGE_LAMBDA ?? 20);
/**
 * Smallest size (points per sd) for measures the vocabulary trait barely separates from range,
 * though the literature and the overall score need them: lexical sophistication (rarer words) and
 * length-independent diversity (MTLD). On the fit split these floors cost style nothing against
 * ELLIPSE vocabulary and lift the overall score on every set (ELLIPSE 0.64 → 0.65, ASAP 7 0.61 → 0.62).
 * The count of less common words in the first 300 (rare_words) tracks ASAP word choice at equal
 * length on both splits (length-partialled 0.29–0.46 held-out) but adds little to range on ELLIPSE
 * vocabulary, so it gets a floor too.
 */
const FLOOR: Record<string, Record<string, number>> = { style: { zipf: 2, mtld: 4, rare_words: 3 } };

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2))) || 1;

/** Ranks scaled to (-0.5, 0.5), ties sharing their mean rank. */
function rankNorm(xs: number[]): number[] {
  return ranks(xs).map((r) => (r + 0.5) / xs.length - 0.5);
}

/** Solves (XᵀX + λI) β = Xᵀy by Gaussian elimination (a handful of features). */
function ridge(X: number[][], y: number[], lambda: number): number[] {
  const p = X[0]?.length ?? 0;
  const A = Array.from({ length: p }, (_, i) =>
    Array.from({ length: p + 1 }, (_, j) =>
      j === p
        ? X.reduce((a, row, n) => a + row[i]! * y[n]!, 0)
        : X.reduce((a, row) => a + row[i]! * row[j]!, 0) + (i === j ? lambda : 0),
    ),
  );
  for (let c = 0; c < p; c++) {
    const piv = A[c]![c]!;
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = A[r]![c]! / piv;
      for (let k = c; k <= p; k++) A[r]![k]! -= f * A[c]![k]!;
    }
  }
  return A.map((row, i) => row[p]! / row[i]!);
}

export function fitSections(rows: FitRow[]): void {
  for (const m of Object.values(MEASURES)) {
    if (m.fixedNorm) continue;
    const xs = rows.map((r) => m.value(r.outputs, Math.max(1, r.essay.wordCount), r.essay));
    m.norm = [Number(mean(xs).toPrecision(3)), Number(sd(xs).toPrecision(3))];
  }
  const ell = rows.filter((r) => r.traits);
  for (const [sec, def] of Object.entries(SECTIONS)) {
    const ranked = SECTION_TRAITS[sec]!.map((t) => rankNorm(ell.map((r) => r.traits![t]!)));
    const y = ell.map((_, i) => mean(ranked.map((rk) => rk[i]!)));
    let keys = Object.keys(def.points).filter((k) => def.points[k] !== 0);
    const sign = Object.fromEntries(keys.map((k) => [k, Math.sign(def.points[k]!)]));
    let beta: number[] = [];
    for (;;) {
      const X = ell.map((r) => keys.map((k) => measureZ(k, r.outputs, r.essay)));
      beta = ridge(X, y, LAMBDA);
      const wrong = keys.filter((k, i) => beta[i]! * sign[k]! < 0);
      if (!wrong.length) break;
      keys = keys.filter((k) => !wrong.includes(k));
    }
    const pred = (r: FitRow) => keys.reduce((a, k, i) => a + beta[i]! * measureZ(k, r.outputs, r.essay), 0);
    const scale = SECTION_SD / sd(rows.map(pred));
    for (const k of Object.keys(def.points)) {
      const i = keys.indexOf(k);
      const fitted = i < 0 ? 0 : Math.abs(beta[i]! * scale);
      def.points[k] = ((sign[k] ?? 0) * Math.round(Math.max(fitted, FLOOR[sec]?.[k] ?? 0) * 10)) / 10;
    }
    def.base = BASE;
    const rho = spearman(ell.map(pred), y);
    console.log(`${sec} vs ${SECTION_TRAITS[sec]!.join('+')}: in-sample rho ${rho.toFixed(3)}`);
  }
  console.log('\nfitted norms:');
  for (const [k, m] of Object.entries(MEASURES)) console.log(`  ${k}: [${m.norm.join(', ')}]`);
  console.log('fitted SECTIONS:', JSON.stringify(SECTIONS));
}
