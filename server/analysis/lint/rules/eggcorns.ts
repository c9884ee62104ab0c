// Set phrases misheard and written as they sound, that harper leaves alone: "as apposed to",
// "every since", "one in the same", "nip it in the butt", "tow the line", "deep seeded", "slight
// of hand", "hunger pains", "do my upmost", "lack there of", "by in large", "first come first
// serve", "based off of", "take it for granite", "escape goat", "pacifically". The phrases and their
// fixes are data (eggcorns.table.ts), each row with an example sentence the rule's test checks.
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, type RuleHit, defineRule } from './types';
import { phraseMatches, tableExamples } from '../phrase-table';
import { EGGCORNS } from './eggcorns.table';

export function eggcornRule(essay: ParsedEssay): RuleHit[] {
  return phraseMatches(essay.text, EGGCORNS).map(({ start, end, fix, match }) => {
    const fixed = casedLike(fix, match[0]);
    return hit('eggcorn', 'grammar', 'Word choice', start, end, `The set phrase is "${fixed}".`, [fixed]);
  });
}

export const eggcornDefinition = defineRule({
  id: 'eggcorn',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'A set phrase heard and written with a sound-alike word ("towed the line" -> "toed the line").',
  examples: {
    wrong: [
      ...tableExamples(EGGCORNS),
      ['It should be based off your skills.', 'It should be based on your skills.'],
    ],
    right: [
      'The truck towed the car.',
      'My friends love the house.',
      'As opposed to last year, we won.',
      'Every single day I run.',
      'It was one of the same kind.',
      'We planted seeds deep in the soil.',
      'The team is based off-campus.',
      'The counter is made of granite.',
      'We baited the hook and waited.',
      'The spinal cord carries every signal.',
      'The king began his reign in the spring.',
      'The trail and the road meet at the bridge.',
      'I was curious about the ocean.',
      'They want to extend the deadline.',
    ],
  },
  run: eggcornRule,
});
