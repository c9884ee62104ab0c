// A word choice English learners often get wrong, in the context that settles it: "name" for
// "named" before the name ("a girl name Sofia" -> named).
// (Not "too" closing a negative clause, "was not perfect too" -> either: in the corpora's essays a
// clause-final "too" after a negative is mostly "to" misspelt, "do not want them too".)
import type { ParsedEssay } from '../../nlp/parse';
import { PERSON_NOUN } from '../../lexicon/people';
import { hit, next, prev, type RuleHit, defineRule } from './types';

// People and pets a story introduces by name.
const NAMED_ONE = /^(?:dog|cat|puppy|kitten|horse|bird|pet|friend|guy|lady|neighbor|neighbour)$/;

/** "a girl name Sofia", "a dog name Max": the participle "named". */
export function namedRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 2; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (t.lower !== 'name') continue;
    const noun = prev(essay, i);
    const article = prev(essay, i, 2);
    const name = next(essay, i);
    if (!noun || !/^(?:a|an|one)$/.test(article?.lower ?? '') || !name) continue;
    if (!PERSON_NOUN.test(noun.lower) && !NAMED_ONE.test(noun.lower)) continue;
    if (!/^\p{Lu}\p{Ll}+$/u.test(name.text)) continue;
    out.push(
      hit(
        'named',
        'grammar',
        'Word form',
        t.start,
        t.end,
        `Before the name, write "named": "${article!.text} ${noun.text} named ${name.text}".`,
        ['named'],
      ),
    );
  }
  return out;
}

export const namedDefinition = defineRule({
  id: 'named',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"a girl name Sofia", "a dog name Max": the participle "named".',
  examples: {
    wrong: [
      ['At the club I met a girl name Sofia.', 'At the club I met a girl named Sofia.'],
      ['We adopted a dog name Max last year.', 'We adopted a dog named Max last year.'],
    ],
    right: ['My name is Sofia.', 'The family name was Baker.'],
  },
  run: namedRule,
});
