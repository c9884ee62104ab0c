// Punctuation inside a list: "etc." closing a list is set off by a comma like the items before it
// ("pens, paper, books etc." -> "books, etc.").
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

// A word (or a closing bracket) then a space and "etc": the comma is missing.
const BEFORE_ETC = /([\p{L}\p{N})]+) etc\b/gu;

/** "pens, paper, books etc.": a comma before "etc." when it ends a list of two items or more. */
export function etcCommaRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const s of essay.sentences) {
    for (const m of s.text.matchAll(BEFORE_ETC)) {
      const word = m[1]!;
      // "and etc." is a different slip (one of the two is enough); no list, no comma needed
      if (/^(?:and|or)$/i.test(word) || !s.text.slice(0, m.index).includes(',')) continue;
      const start = s.start + m.index;
      out.push(
        hit(
          'etc-comma',
          'punctuation',
          'Punctuation',
          start,
          start + word.length,
          `Put a comma before "etc.": it ends the list like another item.`,
          [`${word},`],
        ),
      );
    }
  }
  return out;
}

export const etcComma = defineRule({
  id: 'etc-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"pens, paper, books etc.": a comma before "etc." when it ends a list of two items or more.',
  after: ['word'],
  examples: {
    wrong: [
      [
        'We packed tents, stoves, sleeping bags etc. for the trip.',
        'We packed tents, stoves, sleeping bags, etc. for the trip.',
      ],
    ],
    right: [
      'I helped her with the bags and at the and I was happy.',
      'We packed tents, stoves, sleeping bags, etc. for the trip.',
      'We packed tents, stoves and etc.',
    ],
  },
  run: etcCommaRule,
});
