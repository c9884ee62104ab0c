// The fitted AI-risk model: a logistic regression over the features of ai-features.ts, the risk
// thresholds, and each feature's pull on this essay's estimate (used to explain it, ai-signals.ts).
import type { AiFeatures } from './ai-features';

type FeatureName = keyof AiFeatures;

// Logistic regression over the features (positive weight = more human), on standardised values
// ((x − mean) / scale, after the log transform below). Fitted, not hand-set: `npx tsx
// bench/dump-ai.ts fit 300 OUT` computes the features of the 'fit' split (70 % of the corpora dev
// halves by id: ASAP 1/2/7/8 and ELLIPSE human essays, herbold and ibrahim student/AI pairs,
// argugpt and bevilacqua AI essays), then `npx tsx bench/fit-weights.ts OUT` fits it: group-
// balanced (ibrahim ×3), L2 0.02, Newton's method. bench:quality reports it on the other 30 %.
// Measured but left out of the model: `errors` (harper lints, so the estimate needs no lint pass),
// `surprisal` and `wordLength` (see bench/fit-weights.ts NOT_IN_MODEL).
export const AI_MODEL: {
  intercept: number;
  weights: Partial<Record<FeatureName, number>>;
  means: Partial<Record<FeatureName, number>>;
  scales: Partial<Record<FeatureName, number>>;
} = {
  intercept: 1.738,
  weights: {
    burstiness: 0.219,
    diversity: 0.127,
    firstPerson: 0.238,
    informal: 0.076,
    sentenceLength: 0.369,
    paragraphUniformity: -0.311,
    typos: 0.655,
    commas: -0.395,
    punctVariety: 0.446,
    transitions: 0.062,
    assistantWords: -0.503,
    noteworthy: -0.408,
    connectives: -0.306,
    casual: 0.597,
    plainLinks: 0.496,
    repetition: -0.481,
    colons: -0.449,
    pronounOpeners: -0.364,
    ofRate: -0.187,
    thereRate: 0.268,
    plainAdverbs: 0.482,
    pronouns: -0.121,
    typedDashes: 0.119,
  },
  means: {
    burstiness: 0.453,
    diversity: 0.768,
    firstPerson: 0.825,
    informal: 0.261,
    sentenceLength: 3.043,
    paragraphUniformity: 0.607,
    typos: 0.519,
    commas: 0.934,
    punctVariety: 2.19,
    transitions: 0.107,
    assistantWords: 0.396,
    noteworthy: 0.028,
    connectives: 0.175,
    casual: 2.088,
    plainLinks: 1.305,
    repetition: 0.071,
    colons: 0.072,
    pronounOpeners: 0.08,
    ofRate: 1.988,
    thereRate: 0.369,
    plainAdverbs: 4.549,
    pronouns: 0.112,
    typedDashes: 0.012,
  },
  scales: {
    burstiness: 0.159,
    diversity: 0.055,
    firstPerson: 0.769,
    informal: 0.456,
    sentenceLength: 0.363,
    paragraphUniformity: 0.165,
    typos: 0.604,
    commas: 0.85,
    punctVariety: 1.391,
    transitions: 0.137,
    assistantWords: 0.493,
    noteworthy: 0.102,
    connectives: 0.256,
    casual: 1.842,
    plainLinks: 1.097,
    repetition: 0.052,
    colons: 0.199,
    pronounOpeners: 0.089,
    ofRate: 1.338,
    thereRate: 0.543,
    plainAdverbs: 1.988,
    pronouns: 0.053,
    typedDashes: 0.095,
  },
};

/** Human-ness (0–100) below which the risk is 'high'; below MEDIUM_RISK_BELOW it is 'medium'. */
export const HIGH_RISK_BELOW = 10;
export const MEDIUM_RISK_BELOW = 50;

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
export function contributions(raw: AiFeatures): Array<{ feature: FeatureName; value: number }> {
  const f = transformFeatures(raw) as unknown as Record<string, number>;
  return (Object.keys(AI_MODEL.weights) as FeatureName[]).map((k) => ({
    feature: k,
    value:
      (AI_MODEL.weights[k] ?? 0) * (((f[k] ?? 0) - (AI_MODEL.means[k] ?? 0)) / (AI_MODEL.scales[k] ?? 1)),
  }));
}

export function humanProbability(raw: AiFeatures): number {
  const z = contributions(raw).reduce((a, c) => a + c.value, AI_MODEL.intercept);
  return 1 / (1 + Math.exp(-z));
}
