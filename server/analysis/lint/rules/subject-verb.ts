// Subject-verb agreement where the subject is a plain noun phrase right before its verb: "the
// drivers is", "my teacher ask", "families which is", "these kind of". harper checks pronoun
// subjects only. To stay precise the subject must open its clause (sentence start, comma, "because",
// "I think"), so objects ("let the teacher ask", "the number of students is") and gerund subjects
// ("playing games is") never count.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { getFrequencies } from '../../nlp/resources';
import {
  adjacent,
  gluedS,
  hit,
  isPlural,
  isSingular,
  NUMBER_WORDS,
  thirdPerson,
  type RuleHit,
} from './types';

const SINGULAR_VERB: ReadonlyMap<string, string> = new Map([
  ['is', 'are'],
  ['was', 'were'],
  ['has', 'have'],
  ['does', 'do'],
]);
const PLURAL_VERB: ReadonlyMap<string, string> = new Map([
  ['are', 'is'],
  ['were', 'was'],
  ['have', 'has'],
  ['do', 'does'],
]);
// Words a noun phrase is built from: "the two new", "my best", "all these".
const NP_WORD = new Set(['DET', 'ADJ', 'NUM', 'NOUN']);
const POSSESSIVE = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
// Verbs after which a clause can start without "that": "I think the rules is unfair".
const SAYING = new Set('think thought believe believed guess hope mean meant say said know knew'.split(' '));
// Nouns that agree either way ("my family are", British usage) or measure ("ten dollars is").
const EITHER = new Set(
  'family team staff government group class crew committee council board union club couple majority public audience jury band company army navy police minority number total rest half lot youth faculty personnel clergy generation population community crowd none'.split(
    ' ',
  ),
);
const MEASURE = new Set(
  'hours minutes seconds days weeks months years decades dollars cents pounds miles kilometers kilometres meters metres feet inches percent euros yards'.split(
    ' ',
  ),
);
// Singular nouns that often stand as adverbs before a clause: "next time try", "every day counts".
const ADVERBIAL = new Set(
  'time day week month year morning night today tomorrow tonight way home'.split(' '),
);
// Verbs whose base form equals a participle or that wink tags VERB where they are adjectives.
const NOT_BASE = new Set(
  'cut put set hit let shut spread read hurt cost quit run come become beat bet cast burst upset forecast open close clean clear free complete correct perfect separate dry empty wet slow fit live mean last like welcome right wrong fun thank'.split(
    ' ',
  ),
);

const AFTER_VERB = new Set(['DET', 'PRON', 'ADP', 'ADV', 'NUM', 'ADJ', 'PART', 'SCONJ']);

const IRREGULAR = new Set(['people', 'children', 'men', 'women', 'folk']);
const MIN_FREQ = 50; // SUBTLEX count (of ~51M words)
const COUNTING = /^(?:these|those|many|several|various|numerous|few|both)$/;

const LINKER =
  /^(?:also|then|now|maybe|perhaps|sometimes|usually|often|still|even|therefore|however|nowadays|today|actually|finally|first|second|third|secondly|thirdly|lastly)$/;

const ADVERB_BETWEEN = /^(?:always|never|already|also|still|often|usually|sometimes|really|just|only)$/;
const QUANTIFIER = /^(?:most|some|many|all|both|few)$/;

// Describing words the tagger reads as names when they open a sentence ("Online classes is").
const COMMON_OPENER = new Set(
  'online public private social high middle new old young small big large local school college video computer cell'.split(
    ' ',
  ),
);

const lowerWord = (t?: Token) => !!t && /^\p{Ll}+$/u.test(t.text);

/** Index where the noun phrase ending at token `i` starts (same sentence). */
function phraseStart(toks: readonly Token[], i: number): number {
  let j = i;
  while (j > 0) {
    const p = toks[j - 1]!;
    if (p.sentence !== toks[i]!.sentence) break;
    // A determiner opens the phrase (in "values both options" the word before "both" is a verb);
    // it may be capitalised at the start of a sentence, other words may not (names).
    const opener = p.pos === 'DET' || POSSESSIVE.has(p.lower);
    // "Many people is": a capital only as the sentence's first word.
    // ("Online classes is": a describing word capitalised as the sentence's first word.)
    const first = toks[j - 2]?.sentence !== p.sentence;
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

/** True when the noun phrase [j, i] opens a clause, so it is the subject of the verb after it. */
function opensClause(toks: readonly Token[], j: number, i: number): boolean {
  const phrase = toks.slice(j, i + 1);
  // "ten dollars is" is one amount; "funding the arts is" has a gerund for its subject.
  if (phrase.some((t) => t.pos === 'NUM' || NUMBER_WORDS.has(t.lower) || /ing$/.test(t.lower))) return false;
  const p = toks[j - 1];
  const first = toks[j]!;
  if (!p || p.sentence !== first.sentence) return true;
  // After a comma only a phrase with a determiner ("..., the drivers is"): the comma may sit
  // between adjectives ("focus on long-term, realistic goals is that").
  // A bare plural noun straight after the comma opens a clause too ("For example, people makes"),
  // and so does a quantifier ("…, most of those students thinks").
  if (p.pos === 'PUNCT')
    return (
      /^[,;:]$/.test(p.text) &&
      (first.pos === 'DET' ||
        POSSESSIVE.has(first.lower) ||
        QUANTIFIER.test(first.lower) ||
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
    return first.pos === 'DET' || POSSESSIVE.has(first.lower) || j === i;
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
    return first.pos === 'DET' || POSSESSIVE.has(first.lower);
  return p.pos === 'VERB' && SAYING.has(p.lower);
}

/**
 * "…, and the other members was": after a comma and "and" a phrase with its determiner opens a new
 * clause. Only for a plural noun before "was"/"is": if the phrase ends a list instead ("my aunt,
 * and my cousins were"), the subject is plural too, so a singular verb is still wrong.
 */
function afterCommaAnd(toks: readonly Token[], j: number): boolean {
  const first = toks[j]!;
  return (
    toks[j - 1]?.lower === 'and' &&
    toks[j - 2]?.text === ',' &&
    toks[j - 2]!.sentence === first.sentence &&
    (first.pos === 'DET' || POSSESSIVE.has(first.lower))
  );
}

function agree(v: Token, message: string, fix: string): RuleHit {
  return hit('subject-verb', 'grammar', 'Agreement', v.start, v.end, message, [fix]);
}

const MANDATIVE =
  /^(?:essential|important|necessary|vital|crucial|imperative|critical|urgent|ask(?:s|ed)?|demand(?:s|ed)?|insist(?:s|ed)?|require(?:s|d)?|request(?:s|ed)?|recommend(?:s|ed)?|suggest(?:s|ed)?|propose(?:s|d)?)$/;

export function subjectVerbRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  const freq = getFrequencies();
  for (let i = 0; i + 1 < toks.length; i++) {
    const n = toks[i]!;
    // "the person already have", "your teacher always remind": an adverb of frequency between.
    const skip = ADVERB_BETWEEN.test(toks[i + 1]!.lower) && toks[i + 1]!.pos === 'ADV' ? 1 : 0;
    const v = toks[i + 1 + skip];
    if (!v || v.sentence !== n.sentence || n.pos !== 'NOUN' || !lowerWord(v)) continue;
    if (skip && (!adjacent(essay, toks[i + 1]!, v) || v.pos === 'NOUN')) continue;
    // Capitalised only as the first word of a sentence ("Drivers is"): elsewhere it is a name.
    const first = toks[i - 1]?.sentence !== n.sentence && /^\p{Lu}\p{Ll}+$/u.test(n.text);
    if (!lowerWord(n) && !first) continue;
    if (!adjacent(essay, n, toks[i + 1]!) || n.text.length < 2) continue; // "o do you": a letter, not a noun
    if (EITHER.has(n.lower) || MEASURE.has(n.lower)) continue;
    // A misspelt noun ("peole", "ewe" for "we") is the spelling checker's; its number is a guess.
    if ((freq.get(n.lower) ?? 0) < MIN_FREQ) continue;
    const j = phraseStart(toks, i);
    const plural = (isPlural(n) && !/(?:ics|ss|us|is)$/.test(n.lower)) || IRREGULAR.has(n.lower);
    if (plural && /^an?$/.test(toks[j]!.lower)) continue; // "a people is" names one nation
    // "What matters is effort": after "what" the -s word is a verb and the clause is one thing.
    if (plural && j === i - 1 && /^(?:what|whatever)$/.test(toks[j]!.lower)) continue;
    // "The main reason people fear computers is": the tagger reads a clause without "that" as one
    // noun phrase; "people" inside a phrase is that clause's subject, not part of a compound.
    if (plural && toks.slice(j, i).some((t) => t.lower === 'people')) continue;
    if (plural) {
      const fix = SINGULAR_VERB.get(v.lower);
      if (fix && (opensClause(toks, j, i) || afterCommaAnd(toks, j)))
        out.push(agree(v, `"${n.text}" is plural: write "${fix}".`, fix));
      else if (fix === undefined && /^(?:who|which|that)$/.test(v.lower)) relative(essay, i, j, out);
      else if (fix === undefined && isSForm(v, toks[i + 2 + skip]) && opensClause(toks, j, i))
        // "people needs to", "the students wants": a plural subject takes the bare verb.
        out.push(agree(v, `"${n.text}" is plural: write "${v.lemma}".`, v.lemma));
    } else if (
      isSingular(n) &&
      !ADVERBIAL.has(n.lower) &&
      opensClause(toks, j, i) &&
      // "Those student were": the number rule asks for "students"; a second card asking for "was"
      // would contradict it.
      !COUNTING.test(toks[j]!.lower) &&
      !NUMBER_WORDS.has(toks[j]!.lower)
    ) {
      const fix = PLURAL_VERB.get(v.lower);
      // "if the age were lowered" is a subjunctive.
      // "It is essential that every student have access", "she asked that he be present": after
      // a word of demand and "that" the verb stays bare.
      const mandative = toks[j - 1]?.lower === 'that' && MANDATIVE.test(toks[j - 2]?.lower ?? '');
      const subjunctive =
        (v.lower === 'were' && toks[j - 1]?.pos === 'SCONJ') || (mandative && v.lower === 'have');
      if (fix && !subjunctive) {
        out.push(agree(v, `"${n.text}" is singular: write "${fix}".`, fix));
      } else if (!fix && !mandative && isBareVerb(v, toks[i + 2 + skip]) && !gluedS(essay, i + 1 + skip)) {
        const fix = thirdPerson(v.lower);
        out.push(agree(v, `"${n.text}" is one thing: the verb takes -s ("${fix}").`, fix));
      }
    }
  }
  return out;
}

/** "families which is": a plural noun, a relative pronoun, then a singular verb. */
function relative(essay: ParsedEssay, i: number, j: number, out: RuleHit[]): void {
  const toks = essay.tokens;
  const v = toks[i + 2];
  const fix = v && v.sentence === toks[i]!.sentence ? SINGULAR_VERB.get(v.lower) : undefined;
  if (!v || !fix) return;
  // "one of the families that is" is right: the verb agrees with "one"; after a preposition
  // ("a set of skills that is") the clause may belong to the noun before it.
  if (toks[j - 1]?.pos === 'ADP') return;
  const before = toks.slice(Math.max(0, j - 3), j).map((t) => t.lower);
  if (before.includes('one') || before.includes('only')) return;
  out.push(agree(v, `"${toks[i]!.text}" is plural: write "${fix}".`, fix));
}

/** A present-tense base form ("ask") where a third-person singular subject needs "asks". */
function isBareVerb(v: Token, after?: Token): boolean {
  if (v.pos !== 'VERB' || v.lemma !== v.lower || NOT_BASE.has(v.lower)) return false;
  if (/(?:ing|ed|en)$/.test(v.lower) || v.lower.length < 3) return false;
  // "the water bottle", "animal hide and feathers": a noun read as a verb has no object after it.
  return !!after && after.sentence === v.sentence && AFTER_VERB.has(after.pos);
}

/** A verb's -s form ("needs", "thinks") before what follows a verb ("needs to", "likes walk"). */
function isSForm(v: Token, after?: Token): boolean {
  if (v.pos !== 'VERB' || v.lemma === v.lower || thirdPerson(v.lemma) !== v.lower) return false;
  if (/^(?:cost|cut|set|hit|run|fit|spread|last|close|open|free|clean|dry|wet)$/.test(v.lemma)) return false;
  return (
    !!after &&
    after.sentence === v.sentence &&
    (AFTER_VERB.has(after.pos) || /^(?:VERB|NOUN)$/.test(after.pos))
  );
}
