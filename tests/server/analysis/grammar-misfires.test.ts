// Harper lints that misfire in known contexts ("quite a", "most of whom", "Are there ...?") are
// dropped there and kept on the slips they were written for.
import { describe, expect, it } from 'vitest';
import { misfireAllows } from '../../../server/analysis/lint/filter-misfires';
import type { HarperLint } from '../../../server/analysis/lint/harper';

function allows(text: string, word: string, message: string, pos?: string): boolean {
  const start = text.indexOf(word);
  const l: HarperLint = {
    start,
    end: start + word.length,
    kind: 'Grammar',
    message,
    replacements: [],
    text: word,
  };
  return misfireAllows(l, { text, posAt: () => pos });
}

const QUITE = '‘Quite’ might be a typo here.';
const WHOM = '“Whom” is used for the object of a verb and “who” is used for the subject.';
const NUMBER = 'There is disagreement in number between the verb and the noun.';
const THEIR = 'Did you mean `their`?';

describe('harper misfires', () => {
  it('drops "quite" before a describing word, keeps it at the end or before a noun', () => {
    expect(allows('It took quite a long time.', 'quite', QUITE, 'DET')).toBe(false);
    expect(allows('It worked out quite well.', 'quite', QUITE, 'ADV')).toBe(false);
    expect(allows('The room was very quite.', 'quite', QUITE)).toBe(true);
    expect(allows('We need a quite room.', 'quite', QUITE, 'NOUN')).toBe(true);
  });

  it('drops "whom" after a preposition', () => {
    expect(allows('Most of whom were of Tutsi descent.', 'whom', WHOM)).toBe(false);
    expect(allows('Whom is calling?', 'Whom', WHOM)).toBe(true);
  });

  it('drops the number lint on a plural noun after "are"', () => {
    expect(allows('If there are findings for recovery, we act.', 'are findings', NUMBER)).toBe(false);
    expect(allows('There is many reasons.', 'is many', NUMBER)).toBe(true);
  });

  it('keeps "there" in a question that starts with a verb', () => {
    expect(allows('Are there advertisements on the website?', 'there', THEIR)).toBe(false);
    expect(allows('They lost there keys.', 'there', THEIR)).toBe(true);
  });
});
