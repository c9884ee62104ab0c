// Fixed phrases written with the wrong preposition or split in two (read by fixed-phrases.ts).
// A new row needs its example sentence: tests/server/analysis/rule-examples.test.ts checks that the
// rule turns it into the fixed one.
import type { PhraseCorrection } from '../phrase-table';

/**
 * "<preposition> the <word> <next>" where the phrase takes another preposition: the row's first
 * words are the wrong prepositions, `word` the words after "the", `next` the word after those (none:
 * any word); the fix replaces the preposition. First matching row wins.
 */
export interface PrepositionRow {
  wrong: readonly string[];
  word: readonly string[];
  next?: string;
  fix: string;
  example: readonly [string, string];
}

export const FIXED_PREPOSITIONS: readonly PrepositionRow[] = [
  {
    wrong: ['in'],
    word: ['morning', 'afternoon', 'evening', 'night'],
    next: 'of',
    fix: 'on',
    example: ['In the morning of June 3 we left.', 'On the morning of June 3 we left.'],
  },
  {
    wrong: ['in', 'at'],
    word: ['other'],
    next: 'hand',
    fix: 'on',
    example: ['It rained. In the other hand, we stayed dry.', 'It rained. On the other hand, we stayed dry.'],
  },
  {
    wrong: ['on'],
    word: ['same'],
    next: 'time',
    fix: 'at',
    example: ['They both spoke on the same time.', 'They both spoke at the same time.'],
  },
  // ("in the weekend": a learner's calque; American English says "on", British "at")
  {
    wrong: ['in'],
    word: ['weekend', 'weekends'],
    fix: 'on',
    example: ['I work in the weekends at a cafe.', 'I work on the weekends at a cafe.'],
  },
];

/** "none-the-less", "never the less": one word. */
export const CLOSED_PHRASES: readonly PhraseCorrection[] = [
  {
    wrong: /\b(none)([- ])the\2less\b/gi,
    fix: '$1theless',
    example: ['It was late; none-the-less we went.', 'It was late; nonetheless we went.'],
  },
  {
    wrong: /\b(never)([- ])the\2less\b/gi,
    fix: '$1theless',
    example: ['It was late. Never the less, we went.', 'It was late. Nevertheless, we went.'],
  },
];
