// Commas English does not put there (rules/stray-commas.ts), and the punctuation next to them that
// is right.
import { describe, expect, it } from 'vitest';
import { allHits } from '../../helpers/ruleHits';

const fixes = (text: string) => allHits(text, 'stray-comma').map(([span, r]) => [span, r[0]]);

describe('stray commas', () => {
  it('drops the comma after a joining word, or moves it before "but"', () => {
    expect(fixes('I love to read, write and, draw.')).toEqual([['and,', 'and']]);
    expect(fixes('I wanted to go, but, it was raining.')).toEqual([['but,', 'but']]);
    expect(fixes('I wanted to go but, it was raining.')).toEqual([['go but,', 'go, but']]);
    expect(fixes('The boots were too small so, we sent them back.')).toEqual([['small so,', 'small, so']]);
    expect(fixes('I think that, we should go.')).toEqual([['that,', 'that']]);
    expect(fixes('I was so nervous, that I forgot my lines.')).toEqual([['nervous,', 'nervous']]);
  });

  it('drops the comma before "that" after a verb of saying, and before the noun', () => {
    expect(fixes('The teacher said, that we could leave early.')).toEqual([['said,', 'said']]);
    expect(fixes('It was a cold, dark, night.')).toEqual([['dark,', 'dark']]);
  });
});
