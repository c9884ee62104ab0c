// The fitted passage model of the passage map (ai-passages.ts): a logistic regression (positive
// weight = more machine-like) over a passage's own measures and over contrasts with the essay's
// other passages, on standardised values ((x − mean) / scale). Fitted, not hand-set: `npx tsx
// bench/fit-passages.ts` builds it from the fit split (Liang et al.'s real college essays with GPT
// college-essay passages put in at random places, whole GPT essays, and English learners' and
// school essays as untouched text), reports 5-fold cross-validation and prints this constant.
// Left out on purpose: spelling slips and informal typing (proofreading must never raise the
// risk); word length counts only against the writer's own other passages, never on its own, so a
// rich vocabulary throughout is not a reason to mark anything.
import type { AiFeatures } from './ai-features';

export type PassageMeasure = keyof AiFeatures | 'names' | 'numbers' | 'quotes';
export type PassageMeasures = Record<PassageMeasure, number>;

interface Part {
  weights: Partial<Record<PassageMeasure, number>>;
  means: Partial<Record<PassageMeasure, number>>;
  scales: Partial<Record<PassageMeasure, number>>;
}

export interface PassageModel {
  intercept: number;
  /** The passage's own measures. */
  own: Part;
  /** The passage's measure minus the median of the essay's other passages. */
  contrast: Part;
}

/** Measures the model reads from the passage alone. */
export const OWN_MEASURES: PassageMeasure[] = [
  'names',
  'numbers',
  'quotes',
  'burstiness',
  'firstPerson',
  'casual',
  'punctVariety',
  'plainLinks',
  'transitions',
  'assistantWords',
  'connectives',
  'repetition',
];
/** Measures the model compares with the writer's other passages. */
export const CONTRAST_MEASURES: PassageMeasure[] = [
  'names',
  'quotes',
  'firstPerson',
  'casual',
  'plainLinks',
  'wordLength',
];

export const PASSAGE_MODEL: PassageModel = {
  intercept: -1.955,
  own: {
    weights: {
      names: -0.152,
      numbers: -0.309,
      quotes: -0.364,
      burstiness: -0.49,
      firstPerson: 0.605,
      casual: -0.316,
      punctVariety: -0.285,
      plainLinks: -0.52,
      transitions: 0.257,
      assistantWords: 0.244,
      connectives: 0.203,
      repetition: -0.394,
    },
    means: {
      names: 0.674,
      numbers: 0.389,
      quotes: 0.211,
      burstiness: 0.448,
      firstPerson: 1.483,
      casual: 2.185,
      punctVariety: 1.653,
      plainLinks: 1.362,
      transitions: 0.049,
      assistantWords: 0.168,
      connectives: 0.062,
      repetition: 0.047,
    },
    scales: {
      names: 0.686,
      numbers: 0.5,
      quotes: 0.489,
      burstiness: 0.197,
      firstPerson: 0.901,
      casual: 2.046,
      punctVariety: 1.162,
      plainLinks: 1.266,
      transitions: 0.108,
      assistantWords: 0.328,
      connectives: 0.201,
      repetition: 0.044,
    },
  },
  contrast: {
    weights: {
      names: -0.326,
      quotes: -0.142,
      firstPerson: -0.249,
      casual: 0.291,
      plainLinks: 0.064,
      wordLength: 0.472,
    },
    means: {
      names: 0.03,
      quotes: 0.065,
      firstPerson: 0.004,
      casual: 0.116,
      plainLinks: 0.075,
      wordLength: 0.015,
    },
    scales: {
      names: 0.69,
      quotes: 0.491,
      firstPerson: 0.614,
      casual: 1.711,
      plainLinks: 1.241,
      wordLength: 0.392,
    },
  },
};
