// A subject said twice ("My father he works hard") loses its pronoun; a relative clause without
// "that" ("The time it takes", "The way he talks") and a spoken topic with a comma stay.
import { describe, expect, it } from 'vitest';
import { allHits, quiet } from '../../helpers/ruleHits';

describe('doubled subject', () => {
  it.each([
    ['My father he works two jobs.', 'father he', 'father'],
    ['My parents they were tired after the drive.', 'parents they', 'parents'],
    ['My older sister she always helps me.', 'sister she', 'sister'],
  ])('marks "%s"', (text, words, fix) => {
    expect(allHits(text, 'doubled-subject')).toEqual([[words, [fix]]]);
  });

  it('leaves relative clauses and a spoken topic alone', () => {
    quiet('doubled-subject', [
      'The time it takes to walk there is ten minutes.',
      'The way he talks to himself is funny.',
      'My father, he works hard.',
      'My sister he met at camp.',
      'The other day she came over.',
    ]);
  });
});
