// Subject-verb agreement where the subject is a plain noun phrase right before its verb: "the
// drivers is", "my teacher ask", "families which is", "these kind of". harper checks pronoun
// subjects only. To stay precise the subject must open its clause (sentence start, comma, "because",
// "I think"), so objects ("let the teacher ask", "the number of students is") and gerund subjects
// ("playing games is") never count.
import { SUBJECTS_THAT_AGREE } from './lookalikes.table';
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
  defineRule,
} from './types';
import {
  afterCommaAnd,
  IRREGULAR,
  lowerWord,
  opensClause,
  phraseStart,
  PLURAL_VERB,
  SINGULAR_VERB,
} from './subject-phrase';
import { presentOrPast } from './past-or-present';
// (nouns for people, so a card can say "one person" where "one thing" would read oddly)
import { PERSON_NOUN } from '../../lexicon/people';

// Nouns that agree either way ("my family are", British usage) or measure ("ten dollars is").
const AGREES_EITHER_WAY = new Set(
  'family team staff government group class crew committee council board union club couple majority public audience jury band company army navy police minority number total rest half lot youth faculty personnel clergy generation population community crowd none'.split(
    ' ',
  ),
);
const PLURAL_MEASURE = new Set(
  'hours minutes seconds days weeks months years decades dollars cents pounds miles kilometers kilometres meters metres feet inches percent euros yards'.split(
    ' ',
  ),
);
// Singular nouns that often stand as adverbs before a clause: "next time try", "every day counts".
const ADVERBIAL = new Set(
  'time day week month year morning night today tomorrow tonight way home'.split(' '),
);
// Verbs whose base form equals a participle or that wink tags VERB where they are adjectives.
const PARTICIPLE_LIKE_BASE = new Set(
  'cut put set hit let shut spread read hurt cost quit run come become beat bet cast burst upset forecast open close clean clear free complete correct perfect separate dry empty wet slow fit live mean last like welcome right wrong fun thank'.split(
    ' ',
  ),
);

const AFTER_VERB = new Set(['DET', 'PRON', 'ADP', 'ADV', 'NUM', 'ADJ', 'PART', 'SCONJ']);

const MIN_FREQ = 50; // SUBTLEX count (of ~51M words)
const PLURAL_COUNTING_WORD = /^(?:these|those|many|several|various|numerous|few|both)$/;

const ADVERB_BETWEEN = /^(?:always|never|already|also|still|often|usually|sometimes|really|just|only)$/;

function agree(v: Token, message: string, fixes: string | string[]): RuleHit {
  return hit('subject-verb', 'grammar', 'Agreement', v.start, v.end, message, [fixes].flat());
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
    // ("Nowadays people is": the tagger may read "people" as a verb after an adverb)
    // ("Students needs a break": the tagger reads a capitalised first word as a name.)
    const openingPlural =
      n.pos === 'PROPN' &&
      toks[i - 1]?.sentence !== n.sentence &&
      /^\p{Lu}\p{Ll}+[^s']s$/u.test(n.text) &&
      (freq.get(n.lower) ?? 0) >= 1000 &&
      (freq.get(n.lower.slice(0, -1)) ?? 0) >= 1000 &&
      // ("Patients is important" is "Patience": a sound-alike of a mass noun, the spelling layer's)
      !/^(?:patients|presents)$/.test(n.lower);
    const noun = n.pos === 'NOUN' || IRREGULAR.has(n.lower) || openingPlural;
    if (!v || v.sentence !== n.sentence || !noun || !lowerWord(v)) continue;
    if (skip && (!adjacent(essay, toks[i + 1]!, v) || v.pos === 'NOUN')) continue;
    // Capitalised only as the first word of a sentence ("Drivers is"): elsewhere it is a name.
    const first = toks[i - 1]?.sentence !== n.sentence && /^\p{Lu}\p{Ll}+$/u.test(n.text);
    if (!lowerWord(n) && !first) continue;
    if (!adjacent(essay, n, toks[i + 1]!) || n.text.length < 2) continue; // "o do you": a letter, not a noun
    if (AGREES_EITHER_WAY.has(n.lower) || PLURAL_MEASURE.has(n.lower)) continue;
    // ("students gonna have": a spoken "going to" the tagger reads as a noun)
    if (/^(?:gonna|gotta|wanna)$/.test(n.lower)) continue;
    // A misspelt noun ("peole", "ewe" for "we") is the spelling checker's; its number is a guess.
    if ((freq.get(n.lower) ?? 0) < MIN_FREQ) continue;
    const j = phraseStart(toks, i);
    const plural =
      (isPlural(n) && !/(?:ics|ss|us|is)$/.test(n.lower)) || IRREGULAR.has(n.lower) || openingPlural;
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
      !PLURAL_COUNTING_WORD.test(toks[j]!.lower) &&
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
        const { fixes, advice } = presentOrPast(essay, v, thirdPerson(v.lower));
        out.push(
          agree(v, `"${n.text}" is one ${PERSON_NOUN.test(n.lower) ? 'person' : 'thing'}: ${advice}.`, fixes),
        );
      }
    }
  }
  return out;
}

export const subjectVerb = defineRule({
  id: 'subject-verb',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'A verb agrees with its subject: "the results is" -> "are", "he go" -> "goes".',
  examples: {
    wrong: [
      ['The results is clear.', 'The results are clear.'],
      ['The wounded were taken away.', 'The wounded was taken away.'],
      ['People is always asking me where I am from.', 'People are always asking me where I am from.'],
      ['Nowadays people is busier than before.', 'Nowadays people are busier than before.'],
    ],
    right: ['He is 6" tall.', 'It is the truth.', ...SUBJECTS_THAT_AGREE],
  },
  run: subjectVerbRule,
});

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
  if (v.pos !== 'VERB' || v.lemma !== v.lower || PARTICIPLE_LIKE_BASE.has(v.lower)) return false;
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
