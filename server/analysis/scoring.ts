// The scorer: section scores (0–100) from analyzer metrics, and the overall score as a weighted
// mean of them. Every term is a rate, a share or a capped count, so length alone cannot drive a
// score: the one length term (content's development) stops rising at a fixed target.
// Chosen on the 'fit' split of the corpora dev halves (ASAP sets 1, 2, 7, 8 and ELLIPSE, Spearman
// with human scores and ELLIPSE's analytic traits): the norms are that split's means, the weights
// sit at the optimum of `npx tsx bench/fit-scores.ts fit 300 --fit` (rounded), the penalties were
// compared there. bench:quality reports them on the held-out split.
import type { AnalyzerOutput } from './analyzers/types';
import type { ParsedEssay } from './nlp/parse';
import { clamp } from './analyzers/stats';

export type Outputs = Record<string, AnalyzerOutput>;

const num = (o: Outputs, a: string, k: string, d = 0): number => {
  const v = o[a]?.metrics[k];
  return typeof v === 'number' ? v : d;
};

export interface SectionValues {
  [section: string]: number;
}

// How much each section counts in the overall score (sums to 1). Vocabulary (style), development
// (content) and sentence and paragraph control (structure) track human scores best across the five
// sets; grammar and spelling matter most for the English-learner essays; voice barely tracks
// human scores, so it keeps its own section score but counts little.
export const WEIGHTS: Record<string, number> = {
  grammar: 0.18,
  spelling: 0.08,
  style: 0.32,
  structure: 0.14,
  content: 0.24,
  authenticity: 0.04,
};

/**
 * Formula constants, in the units of the metrics they apply to. Exported (and mutable) so
 * bench/fit-scores.ts can refit them; the product never changes them at run time.
 */
export const PARAMS = {
  /** Errors per 100 words at which the grammar / spelling score falls to 37 (1/e). */
  grammarScale: 5,
  spellingScale: 3,
  /** Typical values [mean, sd] of the vocabulary measures on student essays, for z-scores. */
  vocabNorms: {
    zipf: [5.0, 0.215] as [number, number],
    diversity: [0.76, 0.045] as [number, number],
    range: [129, 24] as [number, number],
  },
  /** Style: score at typical vocabulary, and points per standard deviation of the vocabulary index. */
  styleBase: 62,
  stylePerSd: 16,
  /** Structure: start, and points lost at 100 % of sentences over 30 words, short paragraphs, … */
  structureBase: 95,
  longSentencePenalty: 40,
  shortParagraphPenalty: 30,
  singleBlockPenalty: 8,
  /** Sentences starting lower-case: usually a missing full stop or capital, a blurred boundary. */
  lowercaseStartPenalty: 30,
  /** Points per unit of sentence-length variation (CV) below 0.6: uniform sentences read flat. */
  monotonyPenalty: 20,
  /** Content: points from development; the rest is the mean of detail, reflection and prompt fit. */
  developmentPoints: 50,
};

const z = (x: number, [m, sd]: readonly [number, number]) => (x - m) / sd;

/** A section score with the terms it was built from, each in points, for the explanation. */
interface Built {
  score: number;
  terms: string[];
}

const pts = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(Math.round(v))}`;

function rateScore(per100: number, scale: number, what: string): Built {
  const score = clamp(100 * Math.exp(-per100 / scale), 0, 100);
  return {
    score,
    terms: [
      `${per100} ${what} per 100 words → ${Math.round(score)}/100 (the score halves at about ${Math.round(scale * Math.LN2 * 10) / 10} per 100 words)`,
    ],
  };
}

function style(o: Outputs, words: number): Built {
  const { vocabNorms: n } = PARAMS;
  const zipf = num(o, 'style', 'word_commonness_zipf', n.zipf[0]);
  const diversity = num(o, 'style', 'lexical_diversity', n.diversity[0]);
  const range = num(o, 'style', 'distinct_words_first_300', n.range[0]);
  // Vocabulary index: mean z of less common words, less repetition and a wider range.
  const index = clamp((-z(zipf, n.zipf) + z(diversity, n.diversity) + z(range, n.range)) / 3, -2.5, 2.5);
  const vocab = PARAMS.stylePerSd * index;
  const density =
    (num(o, 'style', 'cliches') * 3 +
      num(o, 'style', 'thesaurus_words') * 1.5 +
      num(o, 'style', 'wordy_phrases')) /
    (words / 100);
  const phrases = -density * 6;
  const intens = -Math.max(0, num(o, 'style', 'intensifiers_per_100_words') - 1.2) * 4;
  return {
    score: clamp(PARAMS.styleBase + vocab + phrases + intens, 0, 100),
    terms: [
      `Vocabulary ${index >= 0 ? 'above' : 'below'} typical student essays (word commonness ${zipf}, diversity ${diversity}, ${range} different words in the first 300): ${pts(vocab)} points from ${PARAMS.styleBase}`,
      ...(phrases < -0.5 ? [`Clichés, thesaurus words and wordy phrases: ${pts(phrases)} points`] : []),
      ...(intens < -0.5 ? [`Piled-up intensifiers: ${pts(intens)} points`] : []),
    ],
  };
}

function structure(o: Outputs, words: number): Built {
  const p = PARAMS;
  const long = num(o, 'structure', 'long_sentences_percent');
  const short = num(o, 'structure', 'short_paragraphs_percent');
  const lower = num(o, 'structure', 'lowercase_starts_percent');
  const paras = num(o, 'structure', 'paragraphs', 1);
  const cv = num(o, 'structure', 'sentence_length_cv');
  const msl = num(o, 'structure', 'mean_sentence_words');
  const terms: Array<[string, number]> = [
    [`Sentences over 30 words (${long}%)`, (-p.longSentencePenalty * long) / 100],
    [`One-sentence paragraphs (${short}%)`, (-p.shortParagraphPenalty * short) / 100],
    [`One block of ${words} words`, words >= 250 && paras === 1 ? -p.singleBlockPenalty : 0],
    [`Sentences starting lower-case (${lower}%)`, (-p.lowercaseStartPenalty * lower) / 100],
    [`Little variation in sentence length (${cv})`, -p.monotonyPenalty * (0.6 - Math.min(cv, 0.6))],
    [`Choppy sentences (mean ${msl} words)`, -Math.max(0, 10 - msl) * 2],
  ];
  const score = clamp(p.structureBase + terms.reduce((a, [, v]) => a + v, 0), 0, 100);
  return {
    score,
    terms: [
      `Starts at ${p.structureBase} for well-formed sentences and paragraphs`,
      ...terms.filter(([, v]) => Math.abs(v) >= 0.5).map(([label, v]) => `${label}: ${pts(v)} points`),
    ],
  };
}

function content(o: Outputs): Built {
  const fit = o.content!.metrics.prompt_fit;
  const parts = [num(o, 'content', 'specificity'), Math.max(40, num(o, 'content', 'reflection'))];
  if (typeof fit === 'number') parts.push(clamp(fit * 1.5, 0, 100));
  const quality = parts.reduce((a, b) => a + b, 0) / parts.length;
  const dev = num(o, 'content', 'development', 100);
  const devPts = (PARAMS.developmentPoints * dev) / 100;
  const qualityPts = (quality * (100 - PARAMS.developmentPoints)) / 100;
  return {
    score: clamp(devPts + qualityPts, 0, 100),
    terms: [
      `Development ${dev}% (words up to ${num(o, 'content', 'development_target_words')} and sentences up to ${num(o, 'content', 'development_target_sentences')}; more adds nothing): ${Math.round(devPts)} of ${PARAMS.developmentPoints} points`,
      `Detail, reflection${typeof fit === 'number' ? ' and prompt fit' : ''}: ${Math.round(qualityPts)} of ${100 - PARAMS.developmentPoints} points`,
    ],
  };
}

function build(o: Outputs, essay: ParsedEssay): Record<string, Built> {
  const words = Math.max(1, essay.wordCount);
  const out: Record<string, Built> = {};
  if (o.grammar)
    out.grammar = rateScore(
      num(o, 'grammar', 'errors_per_100_words'),
      PARAMS.grammarScale,
      'grammar problems',
    );
  if (o.spelling)
    out.spelling = rateScore(
      num(o, 'spelling', 'errors_per_100_words'),
      PARAMS.spellingScale,
      'misspellings',
    );
  if (o.style) out.style = style(o, words);
  if (o.structure) out.structure = structure(o, words);
  if (o.content) out.content = content(o);
  if (o.authenticity) out.authenticity = { score: num(o, 'authenticity', 'voice_score', 60), terms: [] };
  if (o.ai_detection) {
    const hn = (o.ai_detection.metrics.human_ness as { value: number | null } | undefined)?.value;
    out.ai_detection = { score: hn ?? 70, terms: [] };
  }
  return out;
}

// The terms behind each section score, keyed by the values object sectionValues returned, so the
// section builder can explain a score without recomputing it.
const breakdowns = new WeakMap<SectionValues, Record<string, string[]>>();

export function sectionValues(o: Outputs, essay: ParsedEssay, ..._unused: unknown[]): SectionValues {
  const built = build(o, essay);
  const values: SectionValues = Object.fromEntries(Object.entries(built).map(([k, b]) => [k, b.score]));
  breakdowns.set(values, Object.fromEntries(Object.entries(built).map(([k, b]) => [k, b.terms])));
  return values;
}

/** How a section's score was built, one line per term (empty when unknown). */
export function scoreBreakdown(values: SectionValues, section: string): string[] {
  return breakdowns.get(values)?.[section] ?? [];
}

export function overallScore(values: SectionValues): number {
  let total = 0;
  let weight = 0;
  for (const [k, w] of Object.entries(WEIGHTS)) {
    const v = values[k];
    if (v === undefined) continue;
    total += v * w;
    weight += w;
  }
  return weight ? Math.round(clamp(total / weight, 0, 100)) : 0;
}
