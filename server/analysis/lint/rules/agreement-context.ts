// When a determiner or count and the noun after it really are one noun phrase for numberRule
// (agreement.ts): whether the noun is the phrase's head, and the readings where the pair is not a
// number clash at all ("This places an onus", "went two see", "Two own the house").
import type { ParsedEssay } from '../../nlp/parse';
import { isNoun, next, NUMBER_WORDS, prev } from './types';

const INVARIANT = new Set([
  'percent',
  'dozen',
  'hundred',
  'thousand',
  'million',
  'billion',
  'times',
  'kind',
  'sort',
  'type',
  'species',
  'series',
  'means',
]);

// ("king", "ring", "string": short nouns in -ing; "taking", "being", "going" are verbs.)
const ING_NOUN =
  /^(?:(?:k|r|w|p|d|z|th|sl|st|sw|spr|str)ing|thing|sibling|building|evening|morning|meeting|wedding|ceiling|feeling|painting|drawing|ending|saying|beginning|belonging|setting|offspring)$/u;

const DAY_ADVERB = /^(?:tonight|today|tomorrow|yesterday)$/;

/** The noun is the head (not a modifier as in "these computer games", "this sales team"). */
export function isHead(essay: ParsedEssay, i: number): boolean {
  const t = essay.tokens[i];
  const after = next(essay, i);
  // A gerund or participle is no head; "thing", "king", "string" only end like one.
  if (!t || (/(?:ing|ed)$/.test(t.lower) && !ING_NOUN.test(t.lower)) || INVARIANT.has(t.lower)) return false;
  if (!after) return true;
  // ("many homework tonight": a day word the tagger calls a noun is an adverb of time here.)
  if (DAY_ADVERB.test(after.lower) && after.pos !== 'PROPN') return true;
  if (['NOUN', 'PROPN', 'ADJ', 'NUM', 'X', 'SYM'].includes(after.pos)) return false;
  // "many students working", "these changes needed": a participle after the noun ("need" is no
  // participle).
  if (after.pos === 'VERB' && /(?:ing|ed)$/.test(after.lower) && after.lemma !== after.lower) return false;
  // "many plant and animal species": two nouns sharing the head after them; "three stand out".
  if ((after.lower === 'and' || after.lower === 'or') && isNoun(next(essay, i, 3))) return false;
  if (/^(?:out|up)$/.test(after.lower)) return false;
  return !/^["'“”‘’\-–—/]/.test(after.text);
}

// "This places an extra onus on": after "this" (a pronoun too) a plural-looking word before an
// article is the verb.
export function beforeArticle(essay: ParsedEssay, i: number): boolean {
  return /^(?:an?|the)$/.test(next(essay, i)?.lower ?? '');
}

// "...: this matters most", "and this helps me", "This matters because": "this" opening a clause is a pronoun when the
// plural-looking word after it is followed by what follows a verb (an adverb, a preposition, an
// object pronoun) or nothing at all; "this books are" still reads as a determiner.
export function pronounThisVerb(essay: ParsedEssay, i: number): boolean {
  const before = prev(essay, i);
  const opens =
    !before ||
    /^[,:;(—–\-"“'‘]$/.test(before.text) ||
    /^(?:and|but|so|because|since|as|that|if)$/.test(before.lower);
  if (!opens) return false;
  const after = next(essay, i + 1);
  // ("This concerns some people": a determiner starts the verb's object.)
  return !after || ['ADV', 'ADP', 'PRON', 'PART', 'PUNCT', 'SCONJ', 'DET'].includes(after.pos);
}

// "went two see the old man": "two" after a verb of going stands for "to" (the spelling checker's
// real-word error), not a count of the next word; "go two night a week" still counts time.
export function twoForTo(essay: ParsedEssay, i: number): boolean {
  const going = /^(?:go|goes|going|went|gone|come|comes|came|coming|run|ran|walk|walked|hurry|hurried)$/;
  const time = /^(?:night|day|week|month|year|time|hour|minute|mile|lap|block|step)$/;
  return going.test(prev(essay, i)?.lower ?? '') && !time.test(next(essay, i)?.lower ?? '');
}

const STAYING = /^(?:stay|live|work|come|go|leave|die|return|remain|arrive|wait|sleep|belong)$/;

// "Twenty-four fit the pattern", "Two own the house": a count that is itself the subject, with a
// verb that looks like a noun before its object; "three day a week" still counts the noun.
export function countIsSubject(essay: ParsedEssay, i: number): boolean {
  const object = /^(?:the|my|his|her|their|our|your|its|this|these|those|them|us|me|him)$/;
  // "Some stay for weeks; a few stay for months": a verb of staying or going before a preposition
  const w = next(essay, i);
  const after = next(essay, i, 2);
  if (w && STAYING.test(w.lower) && after?.pos === 'ADP' && after.lower !== 'of') return true;
  // (past the first half of "Twenty-four")
  const p = prev(essay, i, prev(essay, i)?.text === '-' ? 3 : 1);
  const opens = !p || /^[,;:]$/.test(p.text);
  // "Two see the routine; few see the work behind it": the count stands for people, and its verb
  // (which the tagger may call a noun) takes an object.
  const count = essay.tokens[i]!.lower;
  const pronoun = NUMBER_WORDS.has(count) || /^(?:few|many|several|both|most)$/.test(count);
  return pronoun && opens && object.test(after?.lower ?? '');
}
