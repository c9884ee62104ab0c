// A describing word where the sentence needs an adverb: "I did really bad on the test" (badly),
// "we did good on the project" (well), "he was real nice to me" (really). Spoken English uses
// them; an application essay should not. Matched on the exact frame, so "I did a good job", "do
// good in the world" and "real life" stay.
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, next, prev, type RuleHit, defineRule } from './types';

const DO_FORMS = /^(?:do|does|did|doing|done)$/;
const INTENSIFIER_OR_TOO = /^(?:really|so|very|pretty|extremely|super|too)$/;
// What follows how one did: "did bad on the test", "did badly in math", "did good at it."
const AFTER_BAD = /^(?:on|in|at|because|so|that|this|last|today|overall)$/;
const AFTER_GOOD = /^(?:on|at)$/;
// Verbs of doing something with skill, whose "how" is "well": "played good", "sings good".
const ACTION =
  /^(?:play|plays|played|sing|sings|sang|perform|performs|performed|recover|recovers|recovered|work|works|worked|speak|speaks|spoke|write|writes|wrote|cook|cooks|cooked|dance|dances|danced|swim|swims|swam|went|behave|behaved|behaves|handled|handle|handles)$/;
const AFTER_ACTION = /^(?:on|at|in|for|today|together|with|after|and|but)$/;
// Describing words "real" stands before as a spoken "really" ("real nice", "real quick").
const GRADABLE = new Set(
  'nice good bad hard easy fast quick slow big small happy sad cool funny smart tired scared excited nervous proud close loud quiet hot cold cute mad angry sick busy late early long short'.split(
    ' ',
  ),
);

export function adverbFormRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.lower === 'bad' || t.lower === 'good') {
      const p = prev(essay, i);
      const verb = p && INTENSIFIER_OR_TOO.test(p.lower) ? prev(essay, i, 2) : p;
      if (!verb) continue;
      const after = next(essay, i);
      const ends = !after || /^[.!?,;]$/.test(after.text);
      // "They recovered really good", "she sings good.": how an action went takes "well" (a
      // linking verb keeps "good": "it smells good").
      if (t.lower === 'good' && ACTION.test(verb.lower) && (ends || AFTER_ACTION.test(after!.lower))) {
        out.push(
          hit(
            'adverb-form',
            'grammar',
            'Word form',
            t.start,
            t.end,
            `How it went takes an adverb: "${verb.text} well".`,
            [casedLike('well', t.text)],
          ),
        );
        continue;
      }
      if (!DO_FORMS.test(verb.lower)) continue;
      const fits =
        t.lower === 'bad' ? ends || AFTER_BAD.test(after!.lower) : AFTER_GOOD.test(after?.lower ?? '');
      if (!fits) continue;
      const fix = t.lower === 'bad' ? 'badly' : 'well';
      out.push(
        hit(
          'adverb-form',
          'grammar',
          'Word form',
          t.start,
          t.end,
          `How someone did takes an adverb: "did ${fix}".`,
          [casedLike(fix, t.text)],
        ),
      );
    } else if (t.lower === 'real') {
      // "he was real nice": "real" before a describing word that ends its phrase.
      const a = next(essay, i);
      const after = next(essay, i, 2);
      if (!a || !GRADABLE.has(a.lower) || (after && /^(?:NOUN|PROPN)$/.test(after.pos))) continue;
      out.push(
        hit('adverb-form', 'grammar', 'Word form', t.start, t.end, `Before "${a.text}", write "really".`, [
          casedLike('really', t.text),
        ]),
      );
    }
  }
  return out;
}

export const adverbForm = defineRule({
  id: 'adverb-form',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'An adjective used where an adverb belongs: "real nice" -> "really nice".',
  examples: {
    wrong: [
      ['He was real nice to me.', 'He was really nice to me.'],
      ['We did good on the project.', 'We did well on the project.'],
      ['I did really bad on the test.', 'I did really badly on the test.'],
      ['Kids do bad in school when they stay up late.', 'Kids do badly in school when they stay up late.'],
      ['Trust me, it was real hard.', 'Trust me, it was really hard.'],
      [
        'The animals recovered really good after the fire.',
        'The animals recovered really well after the fire.',
      ],
      ['She sings good.', 'She sings well.'],
    ],
    right: [
      'I did a good job.',
      'Real life is hard.',
      'They do good in the world.',
      "I don't do bad things.",
      'Older people do bad and good things.',
      'That is when the real fun began.',
      'The food was good on the whole.',
      'The soup smells good.',
      'We played good music all night.',
      'He worked good hours at the mill.',
    ],
  },
  run: adverbFormRule,
});
