// Double negatives (rules/double-negative.ts): the second negative becomes "any…", and "can't
// hardly" loses its "n't"; dialogue and meaningful double negatives stay.
import { describe, expect, it } from 'vitest';
import { hits, quiet } from '../../helpers/ruleHits';

describe('double negatives', () => {
  it('asks for "anything", "anybody" after a negated verb', () => {
    expect(hits("I didn't do nothing wrong.", 'double-negative')).toEqual([['nothing', 'anything']]);
    expect(hits("I don't know nobody here.", 'double-negative')).toEqual([['nobody', 'anybody']]);
    expect(hits('I never had no one to talk to.', 'double-negative')).toEqual([['no one', 'anyone']]);
    expect(hits("It doesn't make no difference.", 'double-negative')).toEqual([['no', 'any']]);
  });

  it('drops the "not" before "hardly" and "barely"', () => {
    expect(hits("I can't hardly wait for summer.", 'double-negative')).toEqual([["can't", 'can']]);
    expect(hits("We couldn't barely see the road.", 'double-negative')).toEqual([["couldn't", 'could']]);
  });

  it('leaves dialogue and a meaningful "not nothing" alone', () => {
    quiet('double-negative', [
      'It wasn’t nothing; it was the start of everything.',
      '"I ain\'t got nothing," he said.',
      'I did not say anything.',
      'I can hardly wait.',
      'There is no one here, and I did not stay.',
    ]);
  });
});
