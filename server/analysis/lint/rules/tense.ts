// Tense slips in past narratives: a bare verb where the story is told in the past ("He opened the
// door and look out", "the police stop near the house"). Young writers drop the "-ed" as they
// write by ear. A bare verb is only flagged where the sentence is plainly past: a past verb comes
// before it, nothing in the sentence is present ("is", "has", "likes", "can", "will"), no
// quotation (dialogue is often present), and the verb is not one that reports or feels ("I think
// he left", "we live here now"), which narration legitimately keeps in the present.
// The participle rule ("was kill") and the bare-verb test are in participle-form.ts.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { hit, isPlural, prev, QUOTE_MARK, type RuleHit, defineRule } from './types';
import { pastOf, isPastForm } from '../../spell/verb-forms';
import { GOVERNS_BARE, NOW, PRESENT, STATIVE, SUBORDINATE } from '../../spell/tense-words';
import { isBare, participleRule } from './participle-form';
import { MODALS, POSSESSIVE_DETERMINERS } from '../../lexicon/word-classes';

export { participleRule } from './participle-form';

// ("someone jump on her": an indefinite pronoun is a singular subject too.)
const SUBJ_3SG = new Set(['he', 'she', 'it', 'someone', 'somebody', 'everyone', 'everybody', 'nobody']);
const SUBJ_OTHER = new Set(['i', 'we', 'they']);
// Adverbs allowed between the subject and its verb ("they just look", "he then pick").
const SKIPPED_ADVERB = new Set(
  'then just suddenly quickly slowly all both soon also quietly never'.split(' '),
);
// A noun phrase starts a clause after these (so its head is the subject, not an object).
const BEFORE_CLAUSE_SUBJECT = new Set('and but so then when until till after before , ;'.split(' '));
const NP = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM']);
// Participles that usually describe the noun before them ("costs associated with", "people
// involved in"), not a finite past.
const POSTMODIFIER = new Set(
  'associated involved related based located concerned required needed used caused affected connected compared provided included listed mentioned described'.split(
    ' ',
  ),
);
// Words either side of a bare verb that the tense rule reads (a long sentence's clause fits).
const WINDOW = 60;
const QUANTITY = new Set('one two three some all both each most none several many'.split(' '));

/** The tense rules of this file, registered as one. */
export const tenseRule = (essay: ParsedEssay): RuleHit[] => [
  ...pastNarrativeRule(essay),
  ...participleRule(essay),
];

export const tenseDefinition = defineRule({
  id: 'tense',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'The tense rules of this file, registered as one.',
  after: [
    'be-base',
    'feeling-stem',
    'perfect-participle',
    'person-subject',
    'pronoun-verb-s',
    'subject-verb',
  ],
  examples: {
    wrong: [
      ['It has not happen since.', 'It has not happened since.'],
      ['Were ever we go, people smile.', 'Were ever we went, people smile.'],
    ],
    right: ['He let us go.', 'I want to to go.'],
  },
  run: tenseRule,
});

/** "He opened the door and look out": a bare verb in a sentence told in the past. */
export function pastNarrativeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    if (QUOTE_MARK.test(s.text)) continue;
    const span = toks.slice(s.tokenStart, s.tokenEnd);
    if (span.some((t, k) => isPresent(t, s.tokenStart + k, toks)) || span.some((t) => NOW.has(t.lower)))
      continue;
    for (let i = s.tokenStart; i < s.tokenEnd; i++) {
      const v = toks[i]!;
      if (!isBare(v, toks[i + 1])) continue;
      const fix = pastOf(v.lower);
      if (!fix) continue;
      // The clause around the verb: a run-on of thousands of words is read a window at a time, so
      // the scans below stay linear in the essay's length.
      const from = Math.max(s.tokenStart, i - WINDOW);
      const to = Math.min(s.tokenEnd, i + WINDOW);
      const subject = subjectOf(essay, i, from);
      if (!subject) continue;
      // A past verb in the sentence, with no subordinate clause between ("went home because I
      // like it"); for he/she/it, whose bare verb is wrong in any tense, the sentence before may
      // set the past instead ("He went out. The dog follow him.").
      // "these records indicate that he owned": a noun subject needs the past before it.
      const pronoun = SUBJ_3SG.has(toks[i - 1]?.lower ?? '') || SUBJ_OTHER.has(toks[i - 1]?.lower ?? '');
      // ("Yesterday I go to the park": a time in the past sets it as well as a past verb.)
      const verbPast = nearestPast(toks, from, to, i, subject, pronoun);
      const past = verbPast >= 0 ? verbPast : pastTime(toks, from, to);
      if (past < 0 && !(subject === 'single' && pastBefore(essay, s.index))) continue;
      if (subject === 'plain' && STATIVE.has(v.lower)) continue;
      const [a, b] = past < i ? [past, i] : [i, past];
      let sub = false;
      for (let k = a + 1; k < b; k++) if (SUBORDINATE.has(toks[k]!.lower)) sub = true;
      if (sub || (past >= 0 && inSubordinate(toks, Math.max(s.tokenStart, past - WINDOW), past))) continue;
      // "We eat whatever they packed, we complain": a bare verb after I/we/they before the past
      // one puts the sentence in the present.
      if (presentFirst(toks, from, Math.min(i, past < 0 ? i : past))) continue;
      out.push(
        hit(
          'past-tense',
          'grammar',
          'Verb tense',
          v.start,
          v.end,
          `The story is told in the past here: "${fix}".`,
          [fix],
        ),
      );
    }
  }
  return out;
}

const PAST_PERIOD =
  /^(?:week|weekend|year|month|night|summer|winter|spring|fall|semester|season|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/**
 * A finished time at token k: "yesterday", "(two years) ago", "last summer" ("her last year of
 * school" is her final one, not a time before now). Shared with the present-perfect frame
 * (learner-frames.ts).
 */
export function finishedTimeAt(toks: readonly Token[], k: number): boolean {
  const t = toks[k]!;
  if (t.lower === 'yesterday' || t.lower === 'ago') return true;
  if (t.lower !== 'last') return false;
  const owned = /^(?:my|his|her|our|their|your|the|this|that|its)$/.test(toks[k - 1]?.lower ?? '');
  const period = toks[k + 1];
  return !owned && !!period && period.sentence === t.sentence && PAST_PERIOD.test(period.lower);
}

/** Where the words from..to name a time in the past, or -1. */
function pastTime(toks: Token[], from: number, to: number): number {
  for (let k = from; k < to; k++) if (finishedTimeAt(toks, k)) return k;
  return -1;
}

function isPresent(t: Token, i: number, toks: Token[]): boolean {
  // "they have a farm", "I have" (not "had have", and the noun "haves").
  if (t.lower === 'have' && !GOVERNS_BARE.has(toks[i - 1]?.lower ?? '') && toks[i - 1]?.lower !== 'had')
    return true;
  if (PRESENT.has(t.lower)) return t.pos === 'AUX' || t.pos === 'VERB' || t.lower !== "'s";
  // "he likes", "it seems": a third-person present.
  return t.pos === 'VERB' && t.lower !== t.lemma && /s$/.test(t.lower) && !/ss$/.test(t.lower);
}

/** The past verb nearest before `i` in the sentence, else the nearest after, else -1. */
function nearestPast(
  toks: Token[],
  from: number,
  to: number,
  i: number,
  subject: string,
  pronoun: boolean,
): number {
  // For I/we/they and plural nouns, a past that is plainly finite: an irregular past, or an
  // "-ed" verb after its subject ("Arranged alphabetically, these files" is a participle).
  // ("the costs associated with housing make": a participle that describes the noun before it.)
  const finite = (k: number) =>
    subject !== 'plain' ||
    !/ed$/.test(toks[k]!.lower) ||
    (['PRON', 'NOUN', 'PROPN'].includes(toks[k - 1]?.pos ?? '') &&
      !(POSTMODIFIER.has(toks[k]!.lower) && toks[k + 1]?.pos === 'ADP'));
  for (let k = i - 1; k >= from; k--) if (isPastForm(toks[k]!, toks[k - 1]) && finite(k)) return k;
  // After it, an "-ed" word may be a participle ("prefer the essay typed", "crystals promote
  // growth and renewed energy"): only after a pronoun subject, and for I/we/they only "and" and
  // a past verb ("I pick it up and took it home").
  for (let k = i + 1; k < to; k++) {
    if (!isPastForm(toks[k]!, toks[k - 1])) continue;
    // ("an ape pick him up and carried him": a singular noun's bare verb is wrong in any tense, so
    // a past joined by "and" sets it.)
    if (!pronoun) return subject === 'single' && toks[k - 1]!.lower === 'and' ? k : -1;
    return subject === 'single' || toks[k - 1]!.lower === 'and' ? k : -1;
  }
  return -1;
}

/** The past verb at `k` is in a clause opened by "whatever", "that", "because"... */
function inSubordinate(toks: Token[], from: number, k: number): boolean {
  for (let j = k - 1; j >= from; j--) {
    const w = toks[j]!.lower;
    if (SUBORDINATE.has(w)) return true;
    if (w === ',' || w === ';' || w === 'and' || w === 'but') return false;
  }
  return false;
}

/** A bare verb straight after I/we/they/you before `to`: the present tense is already set. */
function presentFirst(toks: Token[], from: number, to: number): boolean {
  for (let j = from + 1; j < to; j++)
    if (isBare(toks[j]!) && ['i', 'we', 'they', 'you'].includes(toks[j - 1]!.lower)) return true;
  return false;
}

/** The sentence before is told in the past: a past verb, nothing present, no quotation. */
function pastBefore(essay: ParsedEssay, index: number): boolean {
  const s = essay.sentences[index - 1];
  if (!s || QUOTE_MARK.test(s.text) || s.paragraph !== essay.sentences[index]!.paragraph) return false;
  const toks = essay.tokens;
  let past = false;
  for (let k = s.tokenStart; k < s.tokenEnd; k++) {
    if (isPresent(toks[k]!, k, toks)) return false;
    past ||= isPastForm(toks[k]!, toks[k - 1]);
  }
  return past;
}

/**
 * What stands before the verb: 'single' for he/she/it or a singular noun (a bare verb is wrong for
 * them in any tense), 'plain' for I/we/they or a plural noun (the present is grammatical, so only
 * the past context decides), 'and' for a verb coordinated with the verb before it; undefined when
 * something that takes a bare verb comes first, or no subject does.
 */
function subjectOf(essay: ParsedEssay, i: number, from: number): 'single' | 'plain' | 'and' | undefined {
  let k = 1;
  while (SKIPPED_ADVERB.has(prev(essay, i, k)?.lower ?? '')) k++;
  const p = prev(essay, i, k);
  if (!p || GOVERNS_BARE.has(p.lower)) return undefined;
  if (p.lower === 'and' && i - k > from) {
    // "It would provide them …, enable them to stay connected …, and keep them informed": verbs
    // joined under a modal are all bare.
    for (let j = from; j < i - k; j++) if (MODALS.has(essay.tokens[j]!.lower)) return undefined;
    // "opened the door and look out": the verb before "and" is a past one, with nothing that takes
    // a bare verb before it ("wanted to go and look", "made them stop and look").
    for (let j = i - k - 1; j >= from; j--) {
      const t = essay.tokens[j]!;
      if (t.pos !== 'VERB' && t.pos !== 'AUX') continue;
      const before = essay.tokens[j - 1]?.lower ?? '';
      return isPastForm(t) && !GOVERNS_BARE.has(before) ? 'and' : undefined;
    }
    return undefined;
  }
  // "so did he want", "could they see": an inverted auxiliary before the pronoun; "the books that
  // we like": a relative or complement clause; "suggested we stop", "asked he help": a verb
  // before the pronoun opens its clause, whose bare verb may be the mandative subjunctive.
  const before = prev(essay, i, k + 1)?.lower ?? '';
  const inverted =
    GOVERNS_BARE.has(before) ||
    (SUBORDINATE.has(before) && before !== 'as') ||
    prev(essay, i, k + 1)?.pos === 'VERB';
  if (SUBJ_3SG.has(p.lower)) return inverted ? undefined : 'single';
  // "the software they provide", "the food we eat": a noun before the pronoun opens a relative clause.
  // ("Yesterday I go", "Last summer we visit": a time, not a noun the clause describes.)
  const timeBefore = /^(?:yesterday|ago)$/.test(before) || prev(essay, i, k + 2)?.lower === 'last';
  const relative = ['NOUN', 'PROPN'].includes(prev(essay, i, k + 1)?.pos ?? '') && !timeBefore;
  if (SUBJ_OTHER.has(p.lower)) return inverted || relative ? undefined : 'plain';
  if (p.pos !== 'NOUN' && p.pos !== 'PROPN') return undefined;
  // The noun heads a subject only where its phrase opens a clause ("and the police stop"), not
  // as an object ("watched the boys play") or after a preposition ("in the house").
  let j = i - k;
  const inPhrase = (t: Token) => NP.has(t.pos) || POSSESSIVE_DETERMINERS.has(t.lower);
  while (j > from && inPhrase(essay.tokens[j - 1]!)) j--;
  // "one of the girls pick": a quantity's "of" belongs to the subject.
  if (j - 1 > from && essay.tokens[j - 1]!.lower === 'of' && QUANTITY.has(essay.tokens[j - 2]!.lower)) j -= 2;
  // ("and suddenly an ape pick him up": an adverb between the clause's start and its subject.)
  if (
    j - 1 > from &&
    SKIPPED_ADVERB.has(essay.tokens[j - 1]!.lower) &&
    BEFORE_CLAUSE_SUBJECT.has(essay.tokens[j - 2]!.lower)
  )
    j--;
  const opener = j > from ? essay.tokens[j - 1]!.lower : '';
  if (j > from && !BEFORE_CLAUSE_SUBJECT.has(opener)) return undefined;
  // "a one and a half mile walk": "and a half" is inside a number, not a clause's start.
  if (opener === 'and' && essay.tokens[j + 1]?.lower === 'half') return undefined;
  // "The costs of fees, textbooks, and housing make": "and" after a noun joins subjects when no
  // verb comes before it ("He opened the door and the dog run out" has one).
  if (opener === 'and' || opener === 'or') {
    const b = essay.tokens[j - 2];
    const listed = b?.text === ',' ? essay.tokens[j - 3] : b;
    const verbBefore = essay.tokens
      .slice(from, j - 1)
      .some((t) => (t.pos === 'VERB' || t.pos === 'AUX') && !POSTMODIFIER.has(t.lower));
    if (listed && (listed.pos === 'NOUN' || listed.pos === 'PROPN') && !verbBefore) return undefined;
  }
  // "the materials people find offensive": a noun before the subject opens a relative clause.
  for (let m = j; m < i - k; m++) if (isPlural(essay.tokens[m])) return undefined;
  return isPlural(p) || ['police', 'people', 'children', 'men', 'women'].includes(p.lower)
    ? 'plain'
    : 'single';
}
