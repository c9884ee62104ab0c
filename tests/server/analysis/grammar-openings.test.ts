// A numeral that opens a sentence is spelled out ("4 months ago" -> "Four months ago"); the rule's
// cases are its examples (lint/rules/openings.ts, run by rule-examples.test.ts). Here: the words it
// spells numbers with.
import { describe, expect, it } from 'vitest';
import { numberWord } from '../../../server/analysis/lint/rules/openings';

describe('numeral at the start of a sentence', () => {
  it('spells out compound and round numbers', () => {
    expect([numberWord(4), numberWord(15), numberWord(21), numberWord(40)]).toEqual([
      'Four',
      'Fifteen',
      'Twenty-one',
      'Forty',
    ]);
  });
});
