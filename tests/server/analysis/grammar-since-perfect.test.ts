// "since" + a time asks for the present perfect (rules/since-perfect.ts); a "since" of reason and a
// perfect already written stay.
import { describe, expect, it } from 'vitest';
import { hits, quiet } from '../../helpers/ruleHits';

describe('the present perfect with "since"', () => {
  it('asks for "have been …ing" or "have …ed" from a time in the past', () => {
    expect(hits('I am living here since 2015.', 'since-perfect')).toEqual([
      ['am living', 'have been living'],
    ]);
    expect(hits('I know her since kindergarten.', 'since-perfect')).toEqual([['know', 'have known']]);
    expect(hits('He plays soccer since he was a child.', 'since-perfect')).toEqual([['plays', 'has played']]);
  });

  it('leaves a reason, and a perfect already written, alone', () => {
    quiet('since-perfect', [
      'I am staying home since I am tired.',
      'I have lived here since 2015.',
      "I haven't seen him since May.",
      'I have always been interested in banking since middle school.',
    ]);
  });
});
