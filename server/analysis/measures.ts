// The measures the section scores are built from (server/analysis/scoring.ts): each an analyzer
// metric read as a rate, share or capped count, with the [mean, sd] norm of the fit split and the
// label a student sees beside the points it earned.
import type { AnalyzerOutput } from './analyzers/types';
import type { ParsedEssay } from './nlp/parse';

export type Outputs = Record<string, AnalyzerOutput>;

export const num = (o: Outputs, a: string, k: string, d = 0): number => {
  const v = o[a]?.metrics[k];
  return typeof v === 'number' ? v : d;
};

/** A measure the section scores are built from: its value, its [mean, sd] norm, how it reads. */
export interface Measure {
  value: (o: Outputs, words: number, essay: ParsedEssay) => number;
  norm: [number, number];
  label: (o: Outputs, words: number, essay: ParsedEssay) => string;
  /** A norm set by meaning, not by the fit split's mean and sd (bench/fit-ridge.ts keeps it). */
  fixedNorm?: boolean;
}

/** Word-form slips per sentence a reader lets pass (one in twenty sentences) before they cost. */
export const WORD_FORM_ALLOWANCE = 0.05;
const wordFormRate = (o: Outputs, essay: ParsedEssay) =>
  num(o, 'structure', 'word_form_slips') / Math.max(1, essay.sentences.length);

// Error rates enter as log(1 + per 100 words): going from 0 to 1 error per 100 words matters more
// to a reader than going from 8 to 9, and the log keeps a few very messy essays from setting the
// scale. The label shows the plain rate.
const logRate = (per100: number) => Math.log1p(Math.max(0, per100));
const per100 = (o: Outputs, words: number, a: string, cats: string[]) =>
  ((o[a]?.issues ?? []).filter((i) => i.counts !== false && cats.includes(i.category)).length * 100) / words;

export const MEASURES: Record<string, Measure> = {
  // Sentence grammar and usage only: punctuation and capitals count in mechanics_rate, and hyphen
  // notes ('well known' -> 'well-known') come with the compound words stronger writers use.
  grammar_rate: {
    value: (o, w) => logRate(per100(o, w, 'grammar', ['grammar'])),
    norm: [0.538, 0.401],
    label: (o, w) =>
      `Grammar and usage problems (verb forms, agreement, word order): ${Math.round(per100(o, w, 'grammar', ['grammar']) * 100) / 100} per 100 words`,
  },
  spelling_rate: {
    value: (o) => logRate(num(o, 'spelling', 'errors_per_100_words')),
    norm: [0.899, 0.661],
    label: (o) =>
      `Misspellings and wrong word forms: ${num(o, 'spelling', 'errors_per_100_words')} per 100 words`,
  },
  mechanics_rate: {
    value: (o, w) => logRate(per100(o, w, 'grammar', ['capitalization', 'punctuation'])),
    norm: [0.592, 0.491],
    label: (o, w) =>
      `Capitalisation and punctuation slips: ${Math.round(per100(o, w, 'grammar', ['capitalization', 'punctuation']) * 100) / 100} per 100 words`,
  },
  run_ons: {
    value: (o) => num(o, 'structure', 'long_sentences_percent'),
    norm: [16.7, 21.3],
    label: (o) =>
      `Sentences over 30 words, usually clauses strung together: ${num(o, 'structure', 'long_sentences_percent')}%`,
  },
  lowercase_starts: {
    value: (o) => num(o, 'structure', 'lowercase_starts_percent'),
    norm: [5.95, 14.3],
    label: (o) =>
      `Sentences starting lower-case (often a missing full stop): ${num(o, 'structure', 'lowercase_starts_percent')}%`,
  },
  // Learners' verb-form and determiner slips the grammar rules miss ('can goes', 'the my'): on
  // ELLIPSE they lower raters' scores at the same error count. Only the part above one in twenty
  // sentences counts (native writers' essays rarely reach it; a tagging slip or two costs nothing),
  // in steps of 0.1 per sentence, so a clean essay gains nothing and a slip-dense one loses. Points
  // from the trait ridge (grammar 10.3, structure 3.9); the other sections' points were not refit.
  word_forms: {
    value: (o, _w, essay) => Math.max(0, wordFormRate(o, essay) - WORD_FORM_ALLOWANCE),
    norm: [0, 0.1],
    fixedNorm: true,
    label: (o, _w, essay) => {
      const ex = o.structure?.metrics.word_form_examples;
      const eg =
        Array.isArray(ex) && ex.length ? ` (e.g. ${ex.map((x) => `"${String(x)}"`).join(', ')})` : '';
      return `Word forms that do not fit the words around them (verb forms, agreement, determiners)${eg}: ${num(o, 'structure', 'word_form_slips')} in ${essay.sentences.length} sentences`;
    },
  },
  short_paragraphs: {
    value: (o) => num(o, 'structure', 'short_paragraphs_percent'),
    norm: [8.53, 21.8],
    label: (o) =>
      `One-sentence paragraphs (dialogue aside): ${num(o, 'structure', 'short_paragraphs_percent')}%`,
  },
  zipf: {
    value: (o) => num(o, 'style', 'word_commonness_zipf', 5),
    norm: [4.99, 0.22],
    label: (o) =>
      `Word commonness ${num(o, 'style', 'word_commonness_zipf', 5)} on the Zipf scale (lower = less common words)`,
  },
  mtld: {
    value: (o) => num(o, 'style', 'mtld', 60),
    norm: [63.7, 17.6],
    label: (o) => `Lexical diversity (MTLD) ${num(o, 'style', 'mtld', 60)} (higher = less repetition)`,
  },
  range: {
    value: (o) => num(o, 'style', 'distinct_words_first_300', 129),
    norm: [129, 23.7],
    label: (o) => `${num(o, 'style', 'distinct_words_first_300', 129)} different words in the first 300`,
  },
  // Lexical sophistication as a capped count: the less common words (below Zipf 4: 'reluctant',
  // 'scrawled', 'tolerate') among the first 300 words, each counted once; names do not count.
  rare_words: {
    value: (o) => num(o, 'style', 'uncommon_words_first_300', 10.7),
    norm: [10.7, 6.79],
    label: (o) =>
      `${num(o, 'style', 'uncommon_words_first_300', 10.7)} different less common words in the first 300 (precise word choice)`,
  },
  word_length: {
    value: (o) => num(o, 'style', 'mean_word_letters', 4.3),
    norm: [4.16, 0.31],
    label: (o) => `Mean word length ${num(o, 'style', 'mean_word_letters', 4.3)} letters`,
  },
  development: {
    value: (o) => num(o, 'content', 'development', 100),
    norm: [79, 20.5],
    label: (o) =>
      `Development ${num(o, 'content', 'development', 100)}% (words up to ${num(o, 'content', 'development_target_words')}, sentences up to ${num(o, 'content', 'development_target_sentences')}; more adds nothing)`,
  },
};
