// Features for the AI-risk estimate. All are rates or ratios, so they do not grow with length.
// They are stylometric signals, not proof: human writers with clean, formal prose can look
// machine-like, which is why the result is a risk level with an explanation, never a verdict.
import { GENERIC_AI, compile } from '../lexicon/phrases';
import { TOTAL_FREQ } from '../nlp/resources';
import { wordFrequency } from '../spell/corrector';
import { mean, std, mattr } from './stats';
import type { ParsedEssay } from '../nlp/parse';
import type { HarperLint } from '../lint/harper';

const genericRe = compile(GENERIC_AI);

export interface AiFeatures {
  surprisal: number; // mean unigram surprisal in bits (word-frequency model)
  burstiness: number; // coefficient of variation of sentence lengths
  errors: number; // harper lints per 100 words
  generic: number; // generic/AI-favoured phrases per 100 words
  diversity: number; // MATTR
  wordLength: number;
  contractions: number; // per 100 words
  firstPerson: number; // per 100 words
  informal: number; // lower-case "i", spaced punctuation, repeated !/?, per 100 words
  sentenceLength: number;
  paragraphUniformity: number; // 1 - CV of paragraph lengths
  typos: number; // lower-case words missing from the frequency list, per 100 words (cheap typo rate)
  functionWords: number; // share of words that are function words
  commas: number; // commas per sentence
  punctVariety: number; // distinct punctuation marks used (of 11)
  transitions: number; // share of sentences opening with a discourse marker (however, moreover, …)
}

const FUNCTION_WORDS = new Set(
  `a an the and but or nor so yet for of in on at by to from with about as into than that this these those
it its is are was were be been being have has had do does did not no i you he she we they me him her us them my your
his our their what which who whom whose when where why how if because while although though`.split(/\s+/),
);
const TRANSITION =
  /^(?:however|moreover|furthermore|additionally|overall|in conclusion|in addition|firstly|secondly|thirdly|finally|lastly|ultimately|consequently|therefore|thus|hence|in summary|to conclude|on the other hand|for example|for instance|similarly|nevertheless)\b/i;

export function aiFeatures(essay: ParsedEssay, harper: HarperLint[]): AiFeatures {
  const n = Math.max(1, essay.wordCount);
  const words = essay.words.map((t) => t.lower);
  const surprisals = words.map((w) => -Math.log2((wordFrequency(w) + 0.5) / TOTAL_FREQ));
  const lens = essay.sentences.map((s) => s.wordCount).filter((x) => x > 0);
  const paras = essay.paragraphs.map((p) => p.text.length);
  const informal =
    essay.words.filter((t) => t.text === 'i').length +
    (essay.text.match(/ [.,!?;:](?=\s|$)|[!?]{2,}|\.\.\.| ,/g) ?? []).length +
    essay.sentences.filter((s) => /^\p{Ll}/u.test(s.text)).length;
  const errs = harper.filter(
    (l) => l.kind !== 'Style' && l.kind !== 'Readability' && l.kind !== 'Enhancement',
  ).length;
  return {
    surprisal: mean(surprisals),
    burstiness: mean(lens) ? std(lens) / mean(lens) : 0,
    errors: (errs * 100) / n,
    generic: ([...essay.text.matchAll(genericRe)].length * 100) / n,
    diversity: mattr(words),
    wordLength: mean(words.map((w) => w.length)),
    contractions:
      (essay.tokens.filter((t) => /^(n't|n’t|'[a-z]{1,2}|’[a-z]{1,2})$/i.test(t.text)).length * 100) / n,
    firstPerson: (essay.words.filter((t) => ['i', 'me', 'my'].includes(t.lower)).length * 100) / n,
    informal: (informal * 100) / n,
    sentenceLength: mean(lens),
    paragraphUniformity: paras.length > 1 && mean(paras) ? Math.max(0, 1 - std(paras) / mean(paras)) : 0,
    typos:
      (essay.words.filter((t) => /^[a-z]{3,}$/.test(t.text) && wordFrequency(t.lower) === 0).length * 100) / n,
    functionWords: words.length ? words.filter((w) => FUNCTION_WORDS.has(w)).length / words.length : 0,
    commas: (essay.text.match(/,/g) ?? []).length / Math.max(1, lens.length),
    punctVariety: new Set(essay.text.match(/[,;:!?()"“”—–…]|(?<=\s)-(?=\s)/g) ?? []).size,
    transitions: lens.length
      ? essay.sentences.filter((s) => TRANSITION.test(s.text.trim())).length / essay.sentences.length
      : 0,
  };
}

// Logistic weights over the features (positive = more human). Fitted on the corpora dev halves
// by bench/quality.ts (see bench/results/quality.md); the intercept centres the scale.
export const AI_MODEL: {
  intercept: number;
  weights: Partial<Record<keyof AiFeatures, number>>;
  means: Partial<Record<keyof AiFeatures, number>>;
  scales: Partial<Record<keyof AiFeatures, number>>;
} = {
  intercept: 0,
  weights: {
    surprisal: -0.5,
    burstiness: 0.8,
    errors: 1.6,
    generic: -1.2,
    diversity: -0.3,
    wordLength: -0.6,
    contractions: 0.5,
    firstPerson: 0.3,
    informal: 1.0,
    sentenceLength: -0.2,
    paragraphUniformity: -0.4,
  },
  means: {
    surprisal: 10,
    burstiness: 0.45,
    errors: 3,
    generic: 2,
    diversity: 0.72,
    wordLength: 4.5,
    contractions: 0.5,
    firstPerson: 3,
    informal: 0.5,
    sentenceLength: 18,
    paragraphUniformity: 0.5,
  },
  scales: {
    surprisal: 1,
    burstiness: 0.2,
    errors: 3,
    generic: 1.5,
    diversity: 0.06,
    wordLength: 0.4,
    contractions: 1,
    firstPerson: 3,
    informal: 1,
    sentenceLength: 6,
    paragraphUniformity: 0.3,
  },
};

export function humanProbability(f: AiFeatures): number {
  let z = AI_MODEL.intercept;
  for (const k of Object.keys(AI_MODEL.weights) as Array<keyof AiFeatures>) {
    z += (AI_MODEL.weights[k] ?? 0) * ((f[k] - (AI_MODEL.means[k] ?? 0)) / (AI_MODEL.scales[k] ?? 1));
  }
  return 1 / (1 + Math.exp(-z));
}
