// Set phrases misheard and written as they sound, that harper leaves alone: "as apposed to",
// "every since", "one in the same", "nip it in the butt", "tow the line", "deep seeded", "slight
// of hand", "hunger pains", "do my upmost", "lack there of", "by in large", "first come first
// serve", "based off of", "take it for granite", "escape goat", "pacifically". Each pattern is the misheard form only; none is also a right phrase.
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, type RuleHit, defineRule } from './types';

// [misheard form, its fix]; the fix may use $1.. from the pattern's groups.
const EGGCORNS: ReadonlyArray<[RegExp, string]> = [
  [/\bas apposed to\b/gi, 'as opposed to'],
  [/\bevery since\b/gi, 'ever since'],
  [/\bone in the same\b/gi, 'one and the same'],
  [/\bnip (it|this|that|them) in the butt\b/gi, 'nip $1 in the bud'],
  [/\btow(s|ed|ing)? the line\b/gi, 'toe$1 the line'],
  [/\bdeep(?: |-)seeded\b/gi, 'deep-seated'],
  [/\bslight of hand\b/gi, 'sleight of hand'],
  [/\bhunger pains\b/gi, 'hunger pangs'],
  [/\b(my|your|our|their|his|her) upmost\b/gi, '$1 utmost'],
  [/\black there of\b/gi, 'lack thereof'],
  [/\bby in large\b/gi, 'by and large'],
  [/\bfirst come,? first serve\b/gi, 'first come, first served'],
  // (spoken "based off (of)"; an essay bases a view on something)
  [/\bbased off(?: of)?\b(?!-)/gi, 'based on'],
  // (the look back for "take" comes after the match: in front, it ran at every character)
  [/\bfor granite\b(?<=\b(?:take|takes|taking|took|taken)\b[^.!?]{0,30}for granite)/gi, 'for granted'],
  [/\bescape goat(s?)\b/gi, 'scapegoat$1'],
  [/\bthe reason being is\b/gi, 'the reason is'],
  [/\bpacifically\b/gi, 'specifically'],
  // (harper has "peaked my interest")
  [/\b(?:peaked|peeked) (my|his|her|their|our|your|the) (curiosity|attention)\b/gi, 'piqued $1 $2'],
];

export function eggcornRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const [pattern, fix] of EGGCORNS) {
    for (const m of essay.text.matchAll(pattern)) {
      // "toe" keeps "toed"/"toeing"/"toes": "tow" + ending becomes "toe" + ending
      const fixed = casedLike(
        fix.replace(/\$(\d)/g, (_, k: string) => (m[Number(k)] ?? '').replace(/^ed$/, 'd')),
        m[0],
      );
      out.push(
        hit(
          'eggcorn',
          'grammar',
          'Word choice',
          m.index,
          m.index + m[0].length,
          `The set phrase is "${fixed}".`,
          [fixed],
        ),
      );
    }
  }
  return out;
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
      ['He always towed the line.', 'He always toed the line.'],
      ['This peaked my curiosity.', 'This piqued my curiosity.'],
    ],
    right: ['The truck towed the car.', 'My friends love the house.'],
  },
  run: eggcornRule,
});
