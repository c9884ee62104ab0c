// "from you mistakes", "on you attitude", "in you life": after a preposition, "you" before a
// noun is the possessive "your" with its r dropped, a real-word slip no dictionary checker sees.
// After a verb it is left alone: "give you advice", "show you pictures" are right.
import { isKnownWord } from './corrector';
import { set, type Ctx } from './context';
import { PREPOSITIONS_BEFORE_PRONOUN, VERBS_ALSO_NOUNS } from '../lexicon/word-classes';

// Prepositions that are never conjunctions ("for you know", "after you left" open clauses).
// Words the tagger may call nouns that are verbs there ("for you help", "to you need").
// Nouns that follow the object "you" in their own right: a group or a number ("to you guys",
// "of you two"), a place or time the tagger calls a noun ("to you tomorrow" is a time word).
const AFTER_OBJECT = set(
  'guys all both people folks lot two three four everyone here there alone first last',
);
// "those of you students", "all of you readers": "of you" after a quantity names the group.
const QUANTITY_BEFORE_OF_YOU = set(
  'all some many most each none those both any one few several two three rest half either neither',
);
// "they give to you good ideas": after a verb of giving, "to you" is the receiver, not an owner.
const GIVE = set(
  'give gives gave given giving bring brings brought offer offers offered show shows showed tell tells told teach teaches taught send sends sent provide provides provided lend lent sell sold pass passed hand handed read write wrote say said',
);

const noun = (c: Ctx, k: number) =>
  c.noun(k) &&
  !VERBS_ALSO_NOUNS.has(c.w(k)) &&
  !AFTER_OBJECT.has(c.w(k)) &&
  c.w(k).length > 1 &&
  // (a misspelt word the tagger calls a noun says nothing: "closer to you beacuse", "with you alot")
  isKnownWord(c.w(k)) &&
  /^\p{Ll}+$/u.test(c.t[c.i + k]!.text);

/** Whether this "you" (after a preposition) stands before a noun phrase it owns. */
export function possessiveYou(c: Ctx): boolean {
  const p = c.w(-1);
  if (!PREPOSITIONS_BEFORE_PRONOUN.has(p) || c.edge(-1)) return false;
  if (p === 'to' && GIVE.has(c.w(-2))) return false;
  if (p === 'of' && QUANTITY_BEFORE_OF_YOU.has(c.w(-2))) return false;
  return noun(c, 1) || (c.pos(1) === 'ADJ' && noun(c, 2));
}
