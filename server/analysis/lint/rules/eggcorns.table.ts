// Set phrases misheard and written as they sound (read by eggcorns.ts). Each pattern is the
// misheard form only; none is also a right phrase. A new row needs its example sentence:
// tests/server/analysis/rule-examples.test.ts checks that the rule turns it into the fixed one.
import type { PhraseCorrection } from '../phrase-table';

export const EGGCORNS: readonly PhraseCorrection[] = [
  {
    wrong: /\bas apposed to\b/gi,
    fix: 'as opposed to',
    example: ['As apposed to last year, we won.', 'As opposed to last year, we won.'],
  },
  {
    wrong: /\bevery since\b/gi,
    fix: 'ever since',
    example: ['Every since then I run daily.', 'Ever since then I run daily.'],
  },
  {
    wrong: /\bone in the same\b/gi,
    fix: 'one and the same',
    example: [
      'The coach and the teacher were one in the same.',
      'The coach and the teacher were one and the same.',
    ],
  },
  {
    wrong: /\bnip (it|this|that|them) in the butt\b/gi,
    fix: 'nip $1 in the bud',
    example: ['We had to nip it in the butt.', 'We had to nip it in the bud.'],
  },
  {
    wrong: /\btow(s|ing)? the line\b/gi,
    fix: 'toe$1 the line',
    example: ['She tows the line at work.', 'She toes the line at work.'],
  },
  {
    wrong: /\btowed the line\b/gi,
    fix: 'toed the line',
    example: ['He always towed the line.', 'He always toed the line.'],
  },
  {
    wrong: /\bdeep(?: |-)seeded\b/gi,
    fix: 'deep-seated',
    example: ['It was a deep seeded fear.', 'It was a deep-seated fear.'],
  },
  {
    wrong: /\bslight of hand\b/gi,
    fix: 'sleight of hand',
    example: ['The trick was slight of hand.', 'The trick was sleight of hand.'],
  },
  {
    wrong: /\bhunger pains\b/gi,
    fix: 'hunger pangs',
    example: ['I felt hunger pains all day.', 'I felt hunger pangs all day.'],
  },
  {
    wrong: /\b(my|your|our|their|his|her) upmost\b/gi,
    fix: '$1 utmost',
    example: ['I will do my upmost to help.', 'I will do my utmost to help.'],
  },
  {
    wrong: /\black there of\b/gi,
    fix: 'lack thereof',
    example: ['Sleep, or the lack there of, shaped my year.', 'Sleep, or the lack thereof, shaped my year.'],
  },
  {
    wrong: /\bby in large\b/gi,
    fix: 'by and large',
    example: ['By in large, the team did well.', 'By and large, the team did well.'],
  },
  {
    wrong: /\bfirst come,? first serve\b/gi,
    fix: 'first come, first served',
    example: ['Seats were first come first serve.', 'Seats were first come, first served.'],
  },
  // (spoken "based off (of)"; an essay bases a view on something)
  {
    wrong: /\bbased off(?: of)?\b(?!-)/gi,
    fix: 'based on',
    example: ['Our decision was based off of the survey.', 'Our decision was based on the survey.'],
  },
  // (the look back for "take" comes after the match: in front, it ran at every character)
  {
    wrong: /\bfor granite\b(?<=\b(?:take|takes|taking|took|taken)\b[^.!?]{0,30}for granite)/gi,
    fix: 'for granted',
    example: ['I never take my family for granite.', 'I never take my family for granted.'],
  },
  {
    wrong: /\bescape goat(s?)\b/gi,
    fix: 'scapegoat$1',
    example: ['He became the escape goat.', 'He became the scapegoat.'],
  },
  {
    wrong: /\bthe reason being is\b/gi,
    fix: 'the reason is',
    example: ['The reason being is that I was late.', 'The reason is that I was late.'],
  },
  {
    wrong: /\bpacifically\b/gi,
    fix: 'specifically',
    example: ['I pacifically asked for tea.', 'I specifically asked for tea.'],
  },
  // (harper has "peaked my interest")
  {
    wrong: /\b(?:peaked|peeked) (my|his|her|their|our|your|the) (curiosity|attention)\b/gi,
    fix: 'piqued $1 $2',
    example: ['This peaked my curiosity.', 'This piqued my curiosity.'],
  },
];
