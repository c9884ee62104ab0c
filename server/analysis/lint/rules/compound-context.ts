// Does a compound modifier describe the word after it? "a well known author" needs its hyphen;
// "she is well known" and "for the long term" do not.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { adjacent, IRREGULAR_PLURAL, next, prev } from './types';

export const isNounAfter = (t?: Token) =>
  !!t && (t.pos === 'NOUN' || t.pos === 'PROPN') && /^\p{L}/u.test(t.text);

/**
 * The fixed phrase from token `from` to `last` describes what follows: a noun, or a word the tagger
 * read as an adjective or -ing form that is a noun here ("an entry level clerical job", "a brand
 * new musical.", "overall high quality learning.").
 */
export function describesNext(essay: ParsedEssay, from: number, last: number): boolean {
  const after = next(essay, last);
  if (!after || !adjacent(essay, essay.tokens[last]!, after)) return false;
  if (isNounAfter(after)) return true;
  const before = prev(essay, from);
  // After "a"/"an" the phrase cannot end the noun phrase, so a lower-case noun the tagger misread
  // follows it ("a hard to find item"); an -ly adverb is the verb's ("a change driven largely by").
  if (
    /^an?$/i.test(before?.text ?? '') &&
    /^\p{Ll}{3,}$/u.test(after.text) &&
    ['ADV', 'X'].includes(after.pos) &&
    !/ly$/.test(after.lower)
  )
    return true;
  // ... or a noun the tagger read as a bare verb ("a much needed boost?", "a money back guarantee
  // at"), when no object follows it
  const then0 = next(essay, last + 1);
  if (
    /^an?$/i.test(before?.text ?? '') &&
    /^\p{Ll}{3,}$/u.test(after.text) &&
    after.pos === 'VERB' &&
    after.lemma === after.lower &&
    (!then0 || ['ADP', 'PUNCT', 'CCONJ'].includes(then0.pos))
  )
    return true;
  if (!/^\p{Ll}+$/u.test(after.text) || !(after.pos === 'ADJ' || /ing$/.test(after.lower))) return false;
  const then = next(essay, last + 1);
  // (an -ing form before a noun is a verb with its object: "my first time seeing snow")
  // ("moved out of state last year": "last year" is a time phrase, not the described noun)
  if (after.pos === 'ADJ' && isNounAfter(then) && !/^(?:last|next|same|other)$/.test(after.lower))
    return true;
  return (!then || /^[.,;!?]$/.test(then.text)) && !!before && ['DET', 'ADJ'].includes(before.pos);
}

// Units of time and measure: after one of these the count describes the noun that follows.
const MEASURE_UNIT = new Set(
  'year month week day hour minute second mile foot inch meter metre kilometer kilometre acre degree gallon pound ounce liter litre ton dollar'.split(
    ' ',
  ),
);

/**
 * "forty game nights", "two seat belts": a count before a noun-noun compound counts its plural
 * head, so no hyphen; after a measure ("two week camps") the count still describes the head.
 */
export function countsCompound(count: Token, unit: Token, head?: Token): boolean {
  if (!head || head.pos !== 'NOUN' || MEASURE_UNIT.has(unit.lower) || /^(?:one|1)$/.test(count.lower))
    return false;
  return /[^s]s$/.test(head.lower) || IRREGULAR_PLURAL.has(head.lower);
}
