// The subject of an agreement check: where the noun phrase before a verb starts, and whether that
// phrase opens its clause (so it is the verb's subject, not an object or part of a list).
import type { Token } from '../../nlp/parse';
import { isPlural, NUMBER_WORDS } from './types';
import { POSSESSIVE_DETERMINERS } from '../../lexicon/word-classes';

/** A singular verb -> its plural ("is" -> "are"), for a plural subject. */
export const SINGULAR_VERB: ReadonlyMap<string, string> = new Map([
  ['is', 'are'],
  ['was', 'were'],
  ['has', 'have'],
  ['does', 'do'],
]);
/** A plural verb -> its singular ("are" -> "is"), for a singular subject. */
export const PLURAL_VERB: ReadonlyMap<string, string> = new Map([
  ['are', 'is'],
  ['were', 'was'],
  ['have', 'has'],
  ['do', 'does'],
]);
// Plurals without -s.
export const IRREGULAR = new Set(['people', 'children', 'men', 'women', 'folk']);
// Words a noun phrase is built from: "the two new", "my best", "all these".
const NP_WORD = new Set(['DET', 'ADJ', 'NUM', 'NOUN']);
// Verbs after which a clause can start without "that": "I think the rules is unfair".
const SAYING = new Set('think thought believe believed guess hope mean meant say said know knew'.split(' '));

const LINKER =
  /^(?:also|then|now|maybe|perhaps|sometimes|usually|often|still|even|therefore|however|nowadays|today|actually|finally|first|second|third|secondly|thirdly|lastly)$/;

const QUANTIFIER_BEFORE_OF = /^(?:most|some|many|all|both|few)$/;

// Describing words the tagger reads as names when they open a sentence ("Online classes is").
const COMMON_OPENER = new Set(
  'online public private social high middle new old young small big large local school college video computer cell'.split(
    ' ',
  ),
);

export const lowerWord = (t?: Token) => !!t && /^\p{Ll}+$/u.test(t.text);

/** Index where the noun phrase ending at token `i` starts (same sentence). */
export function phraseStart(toks: readonly Token[], i: number): number {
  let j = i;
  while (j > 0) {
    const p = toks[j - 1]!;
    if (p.sentence !== toks[i]!.sentence) break;
    // A determiner opens the phrase (in "values both options" the word before "both" is a verb);
    // it may be capitalised at the start of a sentence, other words may not (names).
    const first = toks[j - 2]?.sentence !== p.sentence;
    // ("That project lead me": the tagger calls a sentence's first "That" a pronoun.)
    const opener =
      p.pos === 'DET' || POSSESSIVE_DETERMINERS.has(p.lower) || (first && /^(?:that|this)$/.test(p.lower));
    // "Many people is": a capital only as the sentence's first word.
    // ("Online classes is": a describing word capitalised as the sentence's first word.)
    const initial =
      first &&
      (/^(?:Many|Some|Most|Few|All)$/.test(p.text) ||
        (p.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(p.text) && COMMON_OPENER.has(p.lower)));
    if (!opener && !initial && (!NP_WORD.has(p.pos) || !lowerWord(p))) break;
    j--;
    if (opener) break;
  }
  return j;
}

// Opening phrases a sentence starts with before its subject.
const OPENING_PHRASE = new Set([
  'in my opinion',
  'in conclusion',
  'for example',
  'for instance',
  'in addition',
  'nowadays',
  'today',
  'also',
  'first',
  'second',
  'finally',
  'personally',
  'in fact',
  'however',
  'therefore',
  'in my experience',
]);

/** The sentence opens with a known opening phrase that ends at the comma `comma`. */
function afterOpener(toks: readonly Token[], comma: number): boolean {
  const words: string[] = [];
  for (let k = comma - 1; k >= 0 && k >= comma - 4; k--) {
    const t = toks[k]!;
    if (t.sentence !== toks[comma]!.sentence) break;
    words.unshift(t.lower);
    const before = toks[k - 1];
    if ((!before || before.sentence !== t.sentence) && OPENING_PHRASE.has(words.join(' '))) return true;
  }
  return false;
}

/** True when the noun phrase [j, i] opens a clause, so it is the subject of the verb after it. */
export function opensClause(toks: readonly Token[], j: number, i: number): boolean {
  const phrase = toks.slice(j, i + 1);
  // "ten dollars is" is one amount; "funding the arts is" has a gerund for its subject.
  if (phrase.some((t) => t.pos === 'NUM' || NUMBER_WORDS.has(t.lower) || /ing$/.test(t.lower))) return false;
  const p = toks[j - 1];
  const first = toks[j]!;
  if (!p || p.sentence !== first.sentence) return true;
  // ("And the details is": a sentence that opens with "and" or "or" starts its clause after it.)
  if (/^(?:and|or)$/.test(p.lower) && toks[j - 2]?.sentence !== p.sentence) return true;
  // After a comma only a phrase with a determiner ("..., the drivers is"): the comma may sit
  // between adjectives ("focus on long-term, realistic goals is that").
  // A bare plural noun straight after the comma opens a clause too ("For example, people makes"),
  // and so does a quantifier ("…, most of those students thinks").
  // After an opening phrase ("In my opinion, online classes is") any noun phrase is the subject.
  if (p.pos === 'PUNCT')
    return (
      /^[,;:]$/.test(p.text) &&
      (first.pos === 'DET' ||
        afterOpener(toks, j - 1) ||
        POSSESSIVE_DETERMINERS.has(first.lower) ||
        QUANTIFIER_BEFORE_OF.test(first.lower) ||
        (j === i && isPlural(toks[i])) ||
        (j === i && IRREGULAR.has(first.lower)))
    );
  if (p.pos === 'SCONJ') return !/^(?:of|than|like|as)$/.test(p.lower);
  // "but the student have", "also people is": a linking word or sentence adverb opens a clause.
  // After "and" the phrase may end a list ("for news, discussions, and group messages has"),
  // and an adverb may belong to an adjective ("actually equal components"): a linking adverb
  // counts only before a determiner or the bare noun.
  if (/^(?:but|so|yet)$/.test(p.lower)) return true;
  // ("Sun and also the mist play": after "and also" the phrase is half of a plural subject.)
  if (LINKER.test(p.lower) && !/^(?:and|or)$/.test(toks[j - 2]?.lower ?? ''))
    return first.pos === 'DET' || POSSESSIVE_DETERMINERS.has(first.lower) || j === i;
  // "all the people is", "most of the students thinks": a quantifier before the phrase.
  if (/^(?:all|both)$/.test(p.lower) && p.pos === 'DET') return opensClause(toks, j - 1, i);
  if (p.lower === 'of' && /^(?:most|some|many|all|lots)$/.test(toks[j - 2]?.lower ?? ''))
    return opensClause(toks, j - 2, i);
  // "a lot of people thinks"
  if (p.lower === 'of' && toks[j - 2]?.lower === 'lot' && toks[j - 3]?.lower === 'a')
    return opensClause(toks, j - 3, i);
  // "what my teachers was saying": after a question word, a noun phrase with its determiner is
  // the subject of the clause the question word opens.
  if (/^(?:what|whatever|where|when|how|why)$/.test(p.lower))
    return first.pos === 'DET' || POSSESSIVE_DETERMINERS.has(first.lower);
  return p.pos === 'VERB' && SAYING.has(p.lower);
}

/**
 * "…, and the other members was": after a comma and "and" a phrase with its determiner opens a new
 * clause. Only for a plural noun before "was"/"is": if the phrase ends a list instead ("my aunt,
 * and my cousins were"), the subject is plural too, so a singular verb is still wrong.
 */
export function afterCommaAnd(toks: readonly Token[], j: number): boolean {
  const first = toks[j]!;
  return (
    toks[j - 1]?.lower === 'and' &&
    toks[j - 2]?.text === ',' &&
    toks[j - 2]!.sentence === first.sentence &&
    (first.pos === 'DET' || POSSESSIVE_DETERMINERS.has(first.lower))
  );
}
