// The word before a misspelling says what kind of word was meant, which the context-free ranker
// cannot see: after "can", "to" or "don't" a verb ("we can choise" is "choose", not "choice");
// after a number, a unit ("100 persent" is "percent", not "present"); after "a", a singular.
import type { Correction } from './corrector';
import { irregularVerb } from './irregular-verbs';
import { pastOf } from './verb-forms';
import { pluralOf } from '../lexicon/word-forms';

// Words after which the next word is a bare verb ("do" without "not" is mostly the verb itself:
// "you need to do frist" is "first", not "frost").
const VERB_NEXT =
  /^(?:to|can|could|will|would|shall|should|may|might|must|don['’]t|doesn['’]t|didn['’]t|can['’]t|won['’]t|cannot)$/i;
const DIGITS_COUNT = /^\d+(?:[.,]\d+)?$/;
const ONE = /^(?:a|an|one|each|every|another)$/i;
// Words a noun phrase starts with, after which a personal pronoun cannot come ("many weay" is
// "way", not "we").
const DETERMINER_OR_QUANTIFIER =
  /^(?:the|many|several|few|these|those|this|that|some|any|my|your|his|her|our|their|its|every|each|no)$/i;
const PERSONAL_PRONOUN_ANY_CASE = /^(?:i|me|we|us|you|he|him|she|they|them|it)$/i;
const WEATHER_BEFORE =
  /^(?:bad|good|nice|cold|hot|warm|cool|wet|dry|rainy|sunny|stormy|snowy|windy|extreme|in|of|what|such)$/i;
// What a number counts, when a close candidate is one of them.
const UNIT = new Set(['percent', 'dollars', 'minutes', 'hours', 'years', 'times', 'people', 'degrees']);

// Words other than the verb that may follow a helper ("will also", "can be", "must have").
const AFTER_HELPER = new Set(
  'not also always never just still even ever often soon then too all both again almost be have first once only usually'.split(
    ' ',
  ),
);

/** A base verb: irregular, or one whose regular past is in common use ("choose", "decide"). */
const isVerb = (w: string) => !!irregularVerb(w) || pastOf(w) !== undefined;

/** How much costlier than the first a candidate may be and still be moved ahead of it. */
const NEAR = 0.6;

// Small prepositions a slip lands near ("fot" is "for" or "foot", "fo" is "of" or "for").
const SHORT_PREPOSITION = /^(?:for|from|to|of|at|on|in|with|by|about)$/;
const OWNER_NEXT = /^(?:my|his|her|their|our|your|its)$/i;

/** `ranked` with the candidate the words around it ask for moved first, if one is close. */
export function contextFirst(ranked: Correction[], before: string, typed = '', after = ''): Correction[] {
  const top = ranked[0];
  // (A run-together pair is its own kind of slip: "can atleast" is "at least", not "outlast".)
  if (!top || /\s/.test(top.word)) return ranked;
  const close = ranked.filter((r) => r !== top && r.cost <= top.cost + NEAR && !/\s/.test(r.word));
  let wanted: Correction | undefined;
  // ("I will realy miss it": an adverb may stand between the helper and its verb.)
  const notTheVerb = /ly$/.test(top.word) || AFTER_HELPER.has(top.word.toLowerCase());
  if (VERB_NEXT.test(before) && !notTheVerb && !isVerb(top.word.toLowerCase()))
    wanted = close.find((r) => isVerb(r.word.toLowerCase()));
  else if (DIGITS_COUNT.test(before) && !UNIT.has(top.word.toLowerCase()))
    wanted = close.find((r) => UNIT.has(r.word.toLowerCase()));
  // (A short word may be a name or brand the writer lower-cased: "the wii".)
  // "wheather they like it": the weather comes after a determiner or a word that describes it
  // ("the wheather", "cold wheather"); anywhere else a clause follows.
  else if (
    top.word.toLowerCase() === 'weather' &&
    !DETERMINER_OR_QUANTIFIER.test(before) &&
    !WEATHER_BEFORE.test(before)
  )
    wanted = close.find((r) => r.word.toLowerCase() === 'whether');
  // "cooked dinner fot my mom": before an owner ("my", "their") with no determiner in front, a
  // preposition, not a noun ("the day my mom left" has its determiner, and keeps the noun).
  else if (
    OWNER_NEXT.test(after) &&
    !SHORT_PREPOSITION.test(top.word) &&
    !DETERMINER_OR_QUANTIFIER.test(before) &&
    !ONE.test(before) &&
    typed.length <= 4
  )
    wanted = close.find((r) => SHORT_PREPOSITION.test(r.word));
  else if (
    DETERMINER_OR_QUANTIFIER.test(before) &&
    PERSONAL_PRONOUN_ANY_CASE.test(top.word) &&
    typed.length >= 4
  )
    wanted = close.find((r) => !PERSONAL_PRONOUN_ANY_CASE.test(r.word) && /^\p{Ll}/u.test(r.word));
  // "a childre", "a studens": one thing, so the singular of a plural first guess ("child"). It is
  // as likely as that guess was (the verdict reads the first fix's cost).
  else if (ONE.test(before)) {
    const single = ranked.find(
      (r) => r !== top && r.cost <= top.cost + 1 && pluralOf(r.word.toLowerCase()) === top.word.toLowerCase(),
    );
    if (single) return [{ ...single, cost: top.cost }, ...ranked.filter((r) => r !== single)];
  }
  return wanted ? [wanted, ...ranked.filter((r) => r !== wanted)] : ranked;
}
