import { describe, expect, it } from 'vitest';
import { plural } from '../../shared/plural';
import { grantMessage } from '../../shared/schemas/credits';

// Counts a student reads: never '1 credits', '1 words'.
describe('counts in the student’s words', () => {
  it('puts the noun in the number of its count', () => {
    expect(plural(1, 'word')).toBe('1 word');
    expect(plural(0, 'word')).toBe('0 words');
    expect(plural(2, 'page number or header', 'page numbers and headers')).toBe('2 page numbers and headers');
  });

  it('says one granted credit as one', () => {
    expect(grantMessage({ basic: 0, premium: 1 })).toBe('Granted 1 Premium credit.');
    expect(grantMessage({ basic: 5, premium: 0 })).toBe('Granted 5 Basic credits.');
    expect(grantMessage({ basic: 3, premium: 2 })).toBe('Granted 3 Basic and 2 Premium credits.');
  });
});
