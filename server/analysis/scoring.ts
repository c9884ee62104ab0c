// The scorer: section scores (0–100) from analyzer metrics, and the overall score as a weighted
// mean. Scores use rates per 100 words and saturating terms so that length alone cannot drive
// them; the weights were checked against human scores (bench/results/quality.md).
import type { AnalyzerOutput } from './analyzers/types';
import type { ParsedEssay } from './nlp/parse';
import { clamp } from './analyzers/stats';
import { aiFeatures } from './analyzers/ai-features';
import type { HarperLint } from './lint/harper';

export type Outputs = Record<string, AnalyzerOutput>;

const num = (o: Outputs, a: string, k: string, d = 0): number => {
  const v = o[a]?.metrics[k];
  return typeof v === 'number' ? v : d;
};

export interface SectionValues {
  [section: string]: number;
}

// Chosen on the 'fit' split of the dev halves (ASAP sets 1, 2, 7, 8 and ELLIPSE, per-set Spearman
// with human scores; bench/dump-features.ts SCORED=1 + a small grid over these weights): grammar and
// vocabulary range (style) track human scores best; spelling and voice barely do, so they weigh
// little in the total while keeping their own section scores. Held-out figures:
// bench/results/quality.md.
export const WEIGHTS: Record<string, number> = {
  grammar: 0.3,
  spelling: 0.1,
  style: 0.3,
  structure: 0.1,
  content: 0.17,
  authenticity: 0.03,
};

// Typical values on the dev essays, to put word length, lexical diversity (MATTR) and commas per
// sentence on a common z scale; they are not capped, so better vocabulary keeps counting.
const VOCAB_NORM = { wordLength: [4.13, 0.29], diversity: [0.759, 0.047], commas: [0.69, 0.53] } as const;
const z = (x: number, [m, sd]: readonly [number, number]) => (x - m) / sd;

export function sectionValues(o: Outputs, essay: ParsedEssay, harper: HarperLint[]): SectionValues {
  const n = Math.max(1, essay.wordCount);
  const f = aiFeatures(essay, harper);
  // Vocabulary range and sentence control are quality signals human raters reward.
  const vocab = clamp((f.wordLength - 3.9) * 40 + (f.diversity - 0.6) * 150, 0, 40);
  const out: SectionValues = {};
  if (o.grammar) out.grammar = clamp(100 * Math.exp(-num(o, 'grammar', 'errors_per_100_words') / 5), 0, 100);
  if (o.spelling)
    out.spelling = clamp(100 * Math.exp(-num(o, 'spelling', 'errors_per_100_words') / 3), 0, 100);
  if (o.style) {
    const density =
      (num(o, 'style', 'cliches') * 3 +
        num(o, 'style', 'thesaurus_words') * 1.5 +
        num(o, 'style', 'wordy_phrases')) /
      (n / 100);
    const vocabZ = (z(f.wordLength, VOCAB_NORM.wordLength) + z(f.diversity, VOCAB_NORM.diversity)) / 2;
    out.style = clamp(
      62 +
        10 * clamp(vocabZ, -3, 3) -
        density * 6 -
        Math.max(0, num(o, 'style', 'intensifiers_per_100_words') - 1.2) * 4,
      0,
      100,
    );
  }
  if (o.structure) {
    const msl = num(o, 'structure', 'mean_sentence_words');
    const rhythm = msl >= 11 && msl <= 26 ? 20 : msl < 11 ? 20 - (11 - msl) * 3 : 20 - (msl - 26) * 1.5;
    const paras = num(o, 'structure', 'paragraphs');
    const paraScore = n < 250 ? 15 : paras >= 3 ? 20 : paras === 2 ? 10 : 0;
    const cv = num(o, 'structure', 'sentence_length_cv');
    // Commas per sentence stand for clause variety (subordinate clauses, lists, appositives).
    const clauses = 6 * clamp(z(Math.min(f.commas, 2.5), VOCAB_NORM.commas), -2, 3.5);
    out.structure = clamp(45 + rhythm + paraScore + Math.min(cv, 0.6) * 25 + clauses, 0, 100);
  }
  if (o.content) {
    const fit = o.content.metrics.prompt_fit;
    const parts = [num(o, 'content', 'specificity'), Math.max(40, num(o, 'content', 'reflection'))];
    if (typeof fit === 'number') parts.push(clamp(fit * 1.5, 0, 100));
    // Development saturates at ~300 words: a thin essay is underdeveloped, a long one gains nothing more.
    const development = clamp(n / 300, 0.3, 1);
    out.content = clamp(
      (parts.reduce((a, b) => a + b, 0) / parts.length) * (0.6 + 0.4 * development) + vocab * 0.5,
      0,
      100,
    );
  }
  if (o.authenticity) out.authenticity = num(o, 'authenticity', 'voice_score', 60);
  if (o.ai_detection) {
    const hn = (o.ai_detection.metrics.human_ness as { value: number | null } | undefined)?.value;
    out.ai_detection = hn ?? 70;
  }
  return out;
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
