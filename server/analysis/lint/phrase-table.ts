// Phrase-level corrections kept as data (as harper's phrase_corrections and LanguageTool's rules
// are): each row is a wrong phrase, its fix and an example sentence with the fix applied. A rule
// reads its table with phraseMatches(); its examples include every row's, so
// tests/server/analysis/rule-examples.test.ts checks each row (wrong -> fix) in CI.

export interface PhraseCorrection {
  /** The wrong phrase, global and case-insensitive; it matches only the wrong form. */
  wrong: RegExp;
  /** The phrase to write instead; "$1".. repeat the pattern's groups. */
  fix: string;
  /** A sentence with the wrong phrase, and the same sentence as the fix leaves it. */
  example: readonly [string, string];
}

export interface PhraseMatch {
  start: number;
  end: number;
  /** The row's fix with the groups filled in (cased as the row writes it). */
  fix: string;
  match: RegExpMatchArray;
}

/** Every place in `text` a row's wrong phrase occurs, row by row, in table order. */
export function phraseMatches(text: string, table: readonly PhraseCorrection[]): PhraseMatch[] {
  return table.flatMap((row) =>
    [...text.matchAll(row.wrong)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      fix: row.fix.replace(/\$(\d)/g, (_, k: string) => m[Number(k)] ?? ''),
      match: m,
    })),
  );
}

/** The rows' examples, for a rule's `examples.wrong`. */
export const tableExamples = (table: ReadonlyArray<{ example: readonly [string, string] }>) =>
  table.map((r): [string, string] => [r.example[0], r.example[1]]);
