// A clause set off by a comma and closed by none (rules/closing-comma.ts).
import { describe, expect, it } from 'vitest';
import { allHits, quiet } from '../../helpers/ruleHits';

describe('closing comma after a who/which clause', () => {
  it('closes the clause before the sentence’s own verb', () => {
    expect(allHits('My mom, who is a single mother works two jobs.', 'closing-comma')).toEqual([
      ['mother', ['mother,']],
    ]);
    expect(allHits('My car, which I love is old.', 'closing-comma')).toEqual([['love', ['love,']]]);
    expect(allHits('The library, which was built in 1900 has many books.', 'closing-comma')).toEqual([
      ['1900', ['1900,']],
    ]);
  });

  it('leaves closed clauses, verb groups and asides alone', () => {
    quiet('closing-comma', [
      'My mom, who is a nurse, works nights.',
      'My brother, who lives and works in Ohio, visits often.',
      'My father, who had recently woken up, was tired.',
      'Joy, which I believe is the core of laughter, spreads.',
      'First, who would not want to spend time with family?',
      'The library, which was built in 1900.',
    ]);
  });
});
