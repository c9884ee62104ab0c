// "with they friends", "to they homes", "in they normal life": after a preposition, "they"
// before a noun is the possessive "their". harper flags the pronoun but offers "them", which is
// wrong before a noun (lint/filter-misfires.ts hides that card there, so this one shows instead).
import type { ParsedEssay, Token } from '../../nlp/parse';
import { hit, next, prev, type RuleHit, defineRule } from './types';
import { PREPOSITIONS_BEFORE_PRONOUN, VERBS_ALSO_NOUNS } from '../../lexicon/word-classes';

// Prepositions that are never conjunctions ("for they knew", "after they left" open clauses).
// Words the tagger may call nouns after "they" that are verbs there ("with they need").

const noun = (t?: Token) =>
  !!t && t.pos === 'NOUN' && /^\p{Ll}+$/u.test(t.text) && !VERBS_ALSO_NOUNS.has(t.lower);

/** The word after "they" starts a noun phrase: a noun, or one describing word and a noun. */
export function nounFollows(essay: ParsedEssay, i: number): boolean {
  const a = next(essay, i);
  if (noun(a)) return true;
  return a?.pos === 'ADJ' && noun(next(essay, i, 2));
}

export function theirRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (
      t.text !== 'they' ||
      !PREPOSITIONS_BEFORE_PRONOUN.has(prev(essay, i)?.lower ?? '') ||
      !nounFollows(essay, i)
    )
      continue;
    out.push(
      hit(
        'they-their',
        'grammar',
        'Pronoun',
        t.start,
        t.end,
        `Before a noun, the word that shows whose it is is "their".`,
        ['their'],
      ),
    );
  }
  return out;
}

export const theirDefinition = defineRule({
  id: 'they-their',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"they" before a noun it owns is "their" ("one of they friends").',
  examples: {
    wrong: [
      ['One of they friends came over.', 'One of their friends came over.'],
      ['The bus takes the kids to they homes at five.', 'The bus takes the kids to their homes at five.'],
    ],
    right: ['They made him stop.', 'They were so boring.'],
  },
  run: theirRule,
});
