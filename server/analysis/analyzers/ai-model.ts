// The fitted AI-risk model: a logistic regression over the features of ai-features.ts, the risk
// thresholds, and each feature's pull on this essay's estimate (used to explain it, ai-signals.ts).
import type { AiFeatures } from './ai-features';

type FeatureName = keyof AiFeatures;

// Logistic regression over the features (positive weight = more human), on standardised values
// ((x − mean) / scale, after the log transform below). Fitted, not hand-set: `npx tsx
// bench/dump-ai.ts fit 300 OUT` computes the features of the 'fit' split (70 % of the corpora dev
// halves by id: ASAP 1/2/7/8 and ELLIPSE human essays, herbold and ibrahim student/AI pairs,
// argugpt and bevilacqua AI essays, Liang et al.'s real and GPT-written college-application
// essays), then `npx tsx bench/fit-weights.ts OUT` fits it: group-balanced (ibrahim ×3), L2 0.02,
// Newton's method. bench:quality reports it on both splits. Measured but left out of the model:
// `errors` (harper lints, so the estimate needs no lint pass), `surprisal` and `wordLength` (word
// rarity), `typos` and `informal` (so proofreading never raises the risk; bench/fit-weights.ts
// NOT_IN_MODEL).
export interface AiModel {
  intercept: number;
  weights: Partial<Record<FeatureName, number>>;
  means: Partial<Record<FeatureName, number>>;
  scales: Partial<Record<FeatureName, number>>;
}

export const AI_MODEL: AiModel = {
  intercept: 1.317,
  weights: {
    burstiness: 0.454,
    diversity: 0.071,
    firstPerson: -0.438,
    sentenceLength: 0.29,
    paragraphUniformity: -0.449,
    commas: -0.523,
    punctVariety: 0.611,
    transitions: 0.093,
    assistantWords: -0.536,
    noteworthy: -0.368,
    connectives: -0.406,
    casual: 0.665,
    plainLinks: 0.609,
    repetition: -0.486,
    colons: -0.543,
    pronounOpeners: -0.395,
    ofRate: -0.27,
    thereRate: 0.368,
    plainAdverbs: 0.421,
    pronouns: -0.151,
    typedDashes: 0.034,
  },
  means: {
    burstiness: 0.453,
    diversity: 0.769,
    firstPerson: 0.847,
    sentenceLength: 3.04,
    paragraphUniformity: 0.608,
    commas: 0.934,
    punctVariety: 2.216,
    transitions: 0.105,
    assistantWords: 0.392,
    noteworthy: 0.027,
    connectives: 0.173,
    casual: 2.081,
    plainLinks: 1.298,
    repetition: 0.07,
    colons: 0.072,
    pronounOpeners: 0.079,
    ofRate: 1.99,
    thereRate: 0.366,
    plainAdverbs: 4.554,
    pronouns: 0.112,
    typedDashes: 0.012,
  },
  scales: {
    burstiness: 0.159,
    diversity: 0.055,
    firstPerson: 0.78,
    sentenceLength: 0.361,
    paragraphUniformity: 0.164,
    commas: 0.842,
    punctVariety: 1.419,
    transitions: 0.136,
    assistantWords: 0.489,
    noteworthy: 0.101,
    connectives: 0.254,
    casual: 1.837,
    plainLinks: 1.088,
    repetition: 0.052,
    colons: 0.197,
    pronounOpeners: 0.088,
    ofRate: 1.333,
    thereRate: 0.54,
    plainAdverbs: 1.984,
    pronouns: 0.053,
    typedDashes: 0.094,
  },
};

/**
 * Human-ness (0–100) below which the risk is 'high'; below MEDIUM_RISK_BELOW it is 'medium'. Chosen
 * on the fit split for the population served: GPT-written college essays at medium or high ≥ 80 %,
 * real college essays ≤ 3 %, English learners' essays (ELLIPSE, TOEFL) ≤ 5 %. In 5-fold
 * cross-validation over the fit split's college essays plus the held-out ones, 23 of 25 GPT
 * college essays and 0 of 30 real ones were at medium or high; bench:quality reports both splits.
 */
export const HIGH_RISK_BELOW = 20;
export const MEDIUM_RISK_BELOW = 40;

/**
 * What each level means, in tests on the dev halves (both splits): the share of GPT-written college
 * essays and of student essays (real college-application essays, ASAP school essays, ELLIPSE and
 * Hewlett essays) that land at each level. bench:quality prints the current figures beside these.
 */
// Measured by bench:quality (25 GPT college essays, 1,357 student essays of ≥ 150 words).
export const LEVEL_RATES: Record<'low' | 'medium' | 'high', { ai: number; students: number }> = {
  low: { ai: 8, students: 98 },
  medium: { ai: 40, students: 1 },
  high: { ai: 52, students: 0.5 },
};

// Heavy-tailed counts (a run-on essay with no full stops has a 200-word "sentence") enter the model
// on a log scale so one extreme value cannot swamp the others.
const LOG_FEATURES = new Set<string>([
  'sentenceLength',
  'typos',
  'informal',
  'firstPerson',
  'colons',
  'noteworthy',
  'typedDashes',
  'connectives',
  'assistantWords',
]);

export function transformFeatures<T extends object>(f: T): T {
  const out: Record<string, number> = { ...(f as Record<string, number>) };
  for (const k of Object.keys(out)) if (LOG_FEATURES.has(k)) out[k] = Math.log1p(Math.max(0, out[k]!));
  return out as T;
}

/** Each feature's pull on the log-odds of human writing (positive = more human-like). */
export function contributions(
  raw: AiFeatures,
  model: AiModel = AI_MODEL,
): Array<{ feature: FeatureName; value: number }> {
  const f = transformFeatures(raw) as unknown as Record<string, number>;
  return (Object.keys(model.weights) as FeatureName[]).map((k) => ({
    feature: k,
    value: (model.weights[k] ?? 0) * (((f[k] ?? 0) - (model.means[k] ?? 0)) / (model.scales[k] ?? 1)),
  }));
}

export function humanProbability(raw: AiFeatures, model: AiModel = AI_MODEL): number {
  const z = contributions(raw, model).reduce((a, c) => a + c.value, model.intercept);
  return 1 / (1 + Math.exp(-z));
}
