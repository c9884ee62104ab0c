// Fits the passage map's model (server/analysis/analyzers/ai-passage-model.ts) on the fit split and
// prints the constant to paste there, after a 5-fold cross-validation (by essay) of the figures
// the quality bench reports: GPT passages spliced into real college essays marked, untouched
// passages of those essays marked, and passages of unedited college and learner essays marked.
// Usage: npx tsx bench/fit-passages.ts [L2]
//
// Training rows are passages, each with its own measures and its contrasts with the essay's other
// passages. Real college essays (Liang et al.) enter as written and six times with one to three
// passages replaced by passages of GPT-written college essays (measured alone, so no text is
// joined); whole GPT essays are machine-written throughout; ASAP, ELLIPSE and Hewlett essays are
// untouched learner writing, half the human weight, so the map does not mark English learners.
import { parseEssay } from '../server/analysis/nlp/parse';
import { getWink } from '../server/analysis/nlp/resources';
import { getLexicon } from '../server/analysis/spell/corrector';
import { MIN_WORDS } from '../server/analysis/analyzers/ai-measures';
import {
  PASSAGE_MARK_BELOW,
  passageLogits,
  passageMeasures,
  passageSpans,
} from '../server/analysis/analyzers/ai-passages';
import {
  CONTRAST_MEASURES,
  OWN_MEASURES,
  type PassageMeasures,
  type PassageModel,
} from '../server/analysis/analyzers/ai-passage-model';
import { collectDetectorBiasDocs, collectDocs } from './essay-docs';
import { hash, splitOf } from './corpus';
import { fitLogistic } from './logistic';
import { median } from '../server/analysis/analyzers/stats';
import { splicedEssays } from './quality-ai-passages';

type Kind = 'college' | 'gpt' | 'learner';
interface Essay {
  id: string;
  kind: Kind;
  passages: PassageMeasures[];
}

function measured(text: string): PassageMeasures[] {
  const essay = parseEssay(text);
  if (essay.wordCount < MIN_WORDS) return [];
  return passageSpans(essay).map((s) => passageMeasures(text.slice(s.start, s.end)));
}

function loadEssays(): Essay[] {
  const out: Essay[] = [];
  const add = (id: string, kind: Kind, text: string) => {
    const passages = measured(text);
    if (passages.length >= 2) out.push({ id, kind, passages });
  };
  for (const d of collectDetectorBiasDocs()) {
    if (splitOf(d.id) !== 'fit') continue;
    if (d.group === 'liang_college') add(d.id, 'college', d.text);
    else if (d.group.startsWith('liang_college_gpt')) add(d.id, 'gpt', d.text);
    else if (d.group === 'liang_hewlett') add(d.id, 'learner', d.text);
  }
  for (const d of collectDocs('fit', 60))
    if (d.group === 'ellipse' || d.group.startsWith('asap')) add(d.id, 'learner', d.text);
  return out;
}

/** A small seeded generator (mulberry32), so the fit is repeatable. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One row per passage: own measures, then contrasts with the other passages' medians. */
function rows(ps: PassageMeasures[]): number[][] {
  return ps.map((p, i) => [
    ...OWN_MEASURES.map((k) => p[k]),
    ...CONTRAST_MEASURES.map((k) => p[k] - median(ps.filter((_, j) => j !== i).map((o) => o[k]))),
  ]);
}

const SPLICES_PER_ESSAY = 6;
const LEARNER_SHARE = 1;

function fit(essays: Essay[], lambda: number): PassageModel {
  const rand = rng(20261202);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const gpt = essays.filter((e) => e.kind === 'gpt').flatMap((e) => e.passages);
  const X: number[][] = [];
  const y: number[] = [];
  const cls: string[] = [];
  const add = (ps: PassageMeasures[], labels: number[], group: string) => {
    X.push(...rows(ps));
    y.push(...labels);
    cls.push(...labels.map((l) => `${group}:${l}`));
  };
  for (const e of essays) {
    const n = e.passages.length;
    if (e.kind === 'gpt')
      add(
        e.passages,
        e.passages.map(() => 1),
        'college',
      );
    else if (e.kind === 'learner')
      add(
        e.passages,
        e.passages.map(() => 0),
        'learner',
      );
    else {
      add(
        e.passages,
        e.passages.map(() => 0),
        'college',
      );
      for (let r = 0; r < SPLICES_PER_ESSAY; r++) {
        const k = Math.min(n - 1, n >= 4 ? pick([1, 1, 2, 2, 2, 3]) : 1);
        const at = new Set<number>();
        while (at.size < k) at.add(Math.floor(rand() * n));
        add(
          e.passages.map((p, i) => (at.has(i) ? pick(gpt) : p)),
          e.passages.map((_, i) => (at.has(i) ? 1 : 0)),
          'college',
        );
      }
    }
  }
  // Each class gets a fixed share of the weight: college human and machine passages half each,
  // learner passages LEARNER_SHARE of a half.
  const share: Record<string, number> = {
    'college:0': 0.5,
    'college:1': 0.5,
    'learner:0': 0.5 * LEARNER_SHARE,
  };
  const counts = new Map<string, number>();
  for (const c of cls) counts.set(c, (counts.get(c) ?? 0) + 1);
  const weights = cls.map((c) => share[c]! / counts.get(c)!);
  const d = X[0]!.length;
  const means = Array.from({ length: d }, (_, j) => X.reduce((a, r) => a + r[j]!, 0) / X.length);
  const scales = means.map((m, j) => Math.sqrt(X.reduce((a, r) => a + (r[j]! - m) ** 2, 0) / X.length) || 1);
  const Z = X.map((r) => r.map((v, j) => (v - means[j]!) / scales[j]!));
  const beta = fitLogistic(Z, y, weights, lambda);
  const part = (keys: typeof OWN_MEASURES, offset: number) => {
    const pick3 = (xs: number[]) =>
      Object.fromEntries(keys.map((k, j) => [k, Number(xs[offset + j]!.toFixed(3))]));
    return { weights: pick3(beta), means: pick3(means), scales: pick3(scales) };
  };
  return {
    intercept: Number(beta[d]!.toFixed(3)),
    own: part(OWN_MEASURES, 0),
    contrast: part(CONTRAST_MEASURES, OWN_MEASURES.length),
  };
}

const THRESHOLDS = [10, 15, 22, 30];
type Tally = Record<string, [number, number]>;

function evaluate(
  model: PassageModel,
  essays: Essay[],
  spliced: Array<{ gpt: boolean[]; ps: PassageMeasures[] }>,
  t: Tally[],
) {
  const mark = (z: number, th: number) => 100 / (1 + Math.exp(z)) < th;
  const count = (key: string, zs: number[], flags?: boolean[]) =>
    THRESHOLDS.forEach((th, i) =>
      zs.forEach((z, j) => {
        const k = flags ? (flags[j] ? 'GPT passages spliced in' : 'untouched passages beside them') : key;
        const c = (t[i]![k] ??= [0, 0]);
        c[0] += mark(z, th) ? 1 : 0;
        c[1]++;
      }),
    );
  for (const e of essays)
    count(
      e.kind === 'college'
        ? 'unedited college essays'
        : e.kind === 'gpt'
          ? 'whole GPT essays'
          : 'learner essays',
      passageLogits(e.passages, model),
    );
  for (const s of spliced) count('', passageLogits(s.ps, model), s.gpt);
}

function splicedMeasures(ids: Set<string>) {
  return splicedEssays('fit')
    .filter((s) => ids.has(s.id))
    .map((s) => {
      const spans = passageSpans(parseEssay(s.text));
      return {
        ps: spans.map((sp) => passageMeasures(s.text.slice(sp.start, sp.end))),
        gpt: spans.map(
          (sp) =>
            s.replaced.reduce(
              (a, [x, y]) => a + Math.max(0, Math.min(y, sp.end) - Math.max(x, sp.start)),
              0,
            ) *
              2 >
            sp.end - sp.start,
        ),
      };
    });
}

getWink();
getLexicon();
const lambda = Number(process.argv[2] ?? 0.05);
const essays = loadEssays();
const tallies: Tally[] = THRESHOLDS.map(() => ({}));
for (let f = 0; f < 5; f++) {
  const inFold = (id: string) => hash(id) % 5 === f;
  const model = fit(
    essays.filter((e) => !inFold(e.id)),
    lambda,
  );
  const test = essays.filter((e) => inFold(e.id));
  evaluate(model, test, splicedMeasures(new Set(test.map((e) => e.id))), tallies);
}
console.log(`5-fold cross-validation on the fit split (L2 ${lambda}); marked below human-ness:`);
THRESHOLDS.forEach((th, i) =>
  console.log(
    `  ${th}${th === PASSAGE_MARK_BELOW ? ' (current)' : ''}: ${Object.entries(tallies[i]!)
      .map(([k, [a, n]]) => `${k} ${((a * 100) / n).toFixed(1)} % (${a}/${n})`)
      .join('; ')}`,
  ),
);
console.log(`\nexport const PASSAGE_MODEL: PassageModel = ${JSON.stringify(fit(essays, lambda), null, 2)};`);
