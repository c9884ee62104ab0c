// The spelling ranker's reach and its error model: garbles three or more edits from the word
// meant still get it, and common English slips rank the intended word first. Words written for
// these tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { correct } from '../../../server/analysis/spell/corrector';
import { deepCandidates } from '../../../server/analysis/spell/deep';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('long garbles', () => {
  it.each([
    ['acedemicly', 'academically'],
    ['recomendatons', 'recommendations'],
    ['knowlegable', 'knowledgeable'],
  ])('%s -> %s', (typed, want) => {
    expect(correct(typed)[0]?.word).toBe(want);
  });

  it('finds words by their letters, not their order, and keeps the first letter', () => {
    const found: string[] = [];
    deepCandidates('knowlegable', (w) => found.push(w), 4);
    expect(found).toContain('knowledgeable');
    expect(found.every((w) => w.startsWith('k'))).toBe(true);
  });

  it('leaves short words to the edit lookups', () => {
    const found: string[] = [];
    deepCandidates('hte', (w) => found.push(w), 4);
    expect(found).toEqual([]);
  });
});

describe('run-together words and English spelling slips', () => {
  it('reads "alot" as "a lot", not "allot"', () => {
    expect(correct('alot')[0]?.word).toBe('a lot');
    expect(correct('alittle')[0]?.word).toBe('a little');
  });

  it('offers the plural of a noun ending in y first', () => {
    expect(correct('companys')[0]?.word).toBe('companies');
    expect(correct('citys')[0]?.word).toBe('cities');
  });

  it.each([
    // French endings written as heard.
    ['amatuer', 'amateur'],
    ['chauffuer', 'chauffeur'],
    // A doubled consonant left single, and a single one doubled.
    ['embarased', 'embarrassed'],
    ['occured', 'occurred'],
    ['untill', 'until'],
    // -arly written -ary, one way only: "ordinarly" is still "ordinarily", not "ordinary".
    ['particulary', 'particularly'],
    ['ordinarly', 'ordinarily'],
    ['primarly', 'primarily'],
  ])('%s -> %s', (typed, want) => {
    expect(correct(typed)[0]?.word).toBe(want);
  });
});

describe('run-together words', () => {
  it('never offers a suffix as a second word', () => {
    const offered = correct('difficulted').map((c) => c.word);
    expect(offered.some((w) => /\s(?:ed|ing|er|ly)$/.test(w))).toBe(false);
    expect(offered).toContain('difficult');
  });

  it('still splits two real words', () => {
    expect(correct('alot')[0]?.word).toBe('a lot');
  });
});
