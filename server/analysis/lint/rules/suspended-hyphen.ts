// A suspended hyphen: "short and long-term goals" shares "-term" between both words, so the first
// keeps its hyphen ("short- and long-term"), as in "full- or part-time", "small- and medium-sized",
// "200- to 400-level classes", "first- and second-year students".
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

// Words that pair with each other before a shared second half. Numbers pair with numbers.
const PAIRED = new Set(
  'short long full part high low middle upper lower small medium large first second third fourth fifth single double multi'.split(
    ' ',
  ),
);
const NUMBER = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)$/i;
// "one and two-thirds cups" is a mixed number, not a shared hyphen.
const FRACTION = /^(?:halves|thirds|quarters|fourths|fifths|sixths|eighths|tenths)$/i;

const PAIR = /\b([\p{L}\d]+)( (?:and|or|to) )([\p{L}\d]+)-(\p{L}+)\b/gu;

/** "short and long-term" -> "short- and long-term": the first word shares the hyphenated ending. */
export function suspendedHyphenRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(PAIR)) {
    const [, first, , second, tail] = m as unknown as [string, string, string, string, string];
    const words = PAIRED.has(first.toLowerCase()) && PAIRED.has(second.toLowerCase());
    const numbers = NUMBER.test(first) && NUMBER.test(second);
    if ((!words && !numbers) || FRACTION.test(tail) || first.toLowerCase() === second.toLowerCase()) continue;
    // "a 2-to-1 vote", "left-to-right": already part of a hyphenated chain
    if (essay.text[m.index - 1] === '-') continue;
    out.push(
      hit(
        'suspended-hyphen',
        'hyphenation',
        'Hyphenation',
        m.index,
        m.index + first.length,
        `"${first}" shares the ending of "${second}-${tail}": write "${first}-" (as in "short- and long-term").`,
        [`${first}-`],
      ),
    );
  }
  return out;
}

export const suspendedHyphen = defineRule({
  id: 'suspended-hyphen',
  section: 'grammar',
  category: 'hyphenation',
  severity: 'error',
  description:
    '"short and long-term" -> "short- and long-term": the first word shares the hyphenated ending.',
  examples: {
    wrong: [
      ['It has full or part-time jobs.', 'It has full- or part-time jobs.'],
      ['I set short and long-term goals.', 'I set short- and long-term goals.'],
      ['I took 200 to 400-level classes.', 'I took 200- to 400-level classes.'],
    ],
    right: [
      'I set short- and long-term goals.',
      'By seven a.m. the kitchen was full.',
      'Add one and two-thirds cups of flour.',
      'We met in 2018 and pre-ordered the book.',
      'The long-term plan and short-term plan differ.',
      'It was a two-to-three-hour drive.',
    ],
  },
  run: suspendedHyphenRule,
});
