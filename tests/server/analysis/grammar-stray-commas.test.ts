// Commas English does not put there (rules/stray-commas.ts), and the punctuation next to them that
// is right.
import { describe, expect, it } from 'vitest';
import { allHits, quiet } from '../../helpers/ruleHits';

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

  it('leaves interrupters, adverbs and coordinate adjectives alone', () => {
    quiet('stray-comma', [
      'I went home and, of course, slept for hours.',
      'If so, we can leave now.',
      'I think so, they said.',
      'By doing so, we can help.',
      'Having said that, I hope you agree.',
      'I think that, in my view, we should go.',
      'Even so, we left early.',
      'It was a long, hard, cold winter.',
      'He said, "that is not fair."',
      'They grew up poor. But, as my father says, poverty taught them.',
    ]);
  });
});

describe('names of several words', () => {
  it('capitalises a society written in lower case', () => {
    expect(allHits('I am a member of the national honor society.', 'proper-capital')).toEqual([
      ['national honor society', ['National Honor Society']],
    ]);
    quiet('proper-capital', ['I joined Habitat for Humanity last spring.']);
  });
});
