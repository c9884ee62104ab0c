// Hand-written phrase lists for the college-essay profile live in ./style-phrases.ts and
// ./content-phrases.ts; this file holds their shape and the matcher they share.

/** A phrase to flag, with the advice shown beside it and plainer alternatives, best first. */
export interface PhraseRule {
  pattern: string;
  advice: string;
  alternatives?: string[];
}

/** Compiles a list of patterns into one global, case-insensitive, word-bounded regex. */
export function compile(patterns: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}
