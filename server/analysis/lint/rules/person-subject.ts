// A bare verb after a one-person subject: "My mom work two jobs", "my brother play soccer",
// "and everyone look at me". English learners write it often and the tagger often reads the verb
// as a noun ("mom work"), so subject-verb.ts's noun rule misses it. Kept precise by a closed list
// of person nouns (a compound like "water bottle" never starts with "mom"), an object or adverb
// after the verb, and a subject that opens its clause: "I saw my mom work", "let everyone know"
// take the bare verb on purpose.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { GOVERNS_BARE } from '../../spell/tense-words';
import { presentOrPast } from './past-or-present';
import { casedLike, gluedS, hit, thirdPerson, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';
import { PERSON_POSSESSIVES_OR_THE } from '../../lexicon/word-classes';

const PERSON_ROLE = new Set(
  (
    'mom mother mum dad father brother sister grandmother grandfather grandma grandpa aunt uncle ' +
    'cousin teacher coach friend boss neighbor neighbour son daughter husband wife tutor ' +
    'counselor principal roommate stepmom stepdad stepmother stepfather'
  ).split(' '),
);
// Verbs of knowing, wanting and having, which no order uses ("Everyone dance!" is an order).
const STATE_VERB = new Set(
  'know knows like love want need understand care believe remember have own deserve seem mean'.split(' '),
);
const INDEFINITE = new Set([
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'nobody',
  'anyone',
  'anybody',
  // "when 10th grade started everything turn out different"
  'everything',
  'something',
  'nothing',
]);
// Common verbs that are bare in the error; not those whose past is the same word ("my mom read
// the letter" is a past) nor "be", "have", "do" (subject-verb.ts checks those).
const VERBS = new Set(
  (
    'work drive play like love want need help cook teach live make take give tell say go come ' +
    'know think ask call write sing run walk talk speak watch look listen wait stay leave ' +
    'start try buy sell clean wash eat drink sleep laugh cry smile yell shout sit stand ' +
    'open close bring send pay spend keep feel seem get become remember forget understand ' +
    'believe wake fix build carry move use hope study learn practice practise visit own ' +
    'turn happen change matter depend'
  ).split(' '),
);
// After the verb: an object, a preposition, an adverb or "to".
const AFTER_VERB_POS = new Set(['DET', 'NUM', 'PRON', 'ADP', 'ADV', 'PART']);
const OPENERS = new Set(
  'and but so or because when while since after before if although though that'.split(' '),
);

const MANDATIVE_STEM =
  /^(?:suggest|insist|demand|ask|request|require|recommend|propose|essential|important|necessary|vital|crucial)/;

/** The subject [j, i] opens a clause: sentence start, after a comma, or after a linking word. */
function opensClause(toks: readonly Token[], j: number): boolean {
  const p = toks[j - 1];
  if (!p || p.sentence !== toks[j]!.sentence) return true;
  if (/^[,;:—–]$/.test(p.text)) return true;
  if (!OPENERS.has(p.lower)) return false;
  // "I suggested that my brother take the bus": after a word of demand the verb stays bare.
  if (p.lower === 'that' && MANDATIVE_STEM.test(toks[j - 2]?.lower ?? '')) return false;
  if (p.lower === 'and' || p.lower === 'or') {
    // "my dad and my mom talk": a noun before "and" may make a person subject plural.
    const q = toks[j - 2];
    const person = !INDEFINITE.has(toks[j]!.lower);
    if (person && q?.sentence === p.sentence && /^(?:NOUN|PROPN|PRON)$/.test(q.pos)) return false;
    // "I watched my dad cook and my mom wash up", "have an expert or someone listen": an earlier
    // verb that takes a bare verb ("watched", "let", "have") may govern this one too.
    const sentence = toks.filter((t) => t.sentence === p.sentence && t.start < p.start);
    if (
      sentence.some((t) => (GOVERNS_BARE.has(t.lower) || /^ha(?:ve|s|d)$/.test(t.lower)) && t.pos !== 'NOUN')
    )
      return false;
  }
  return true;
}

export function personSubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const s = toks[i]!;
    const v = toks[i + 1]!;
    const after = toks[i + 2]!;
    if (v.sentence !== s.sentence || after.sentence !== s.sentence || gluedS(essay, i + 1)) continue;
    if (!VERBS.has(v.text) || !(AFTER_VERB_POS.has(after.pos) || (v.pos === 'VERB' && after.pos === 'NOUN')))
      continue;
    let j: number;
    // ("Everyone look at me!" opening a sentence is an order, not a statement.)
    // ("Everything happen for a reason" is no order: a thing cannot be told to act.)
    // ("Nobody know the answer": no one is told to know or want, so a state verb is a statement.)
    if (INDEFINITE.has(s.lower))
      j = toks[i - 1]?.sentence === s.sentence || /thing$/.test(s.lower) || STATE_VERB.has(v.lower) ? i : -1;
    else if (PERSON_ROLE.has(s.lower) && PERSON_POSSESSIVES_OR_THE.has(toks[i - 1]?.lower ?? '')) j = i - 1;
    else continue;
    if (j < 0) continue;
    // "or something like that": after a thing, "like" compares.
    if (/thing$/.test(s.lower) && v.lower === 'like') continue;
    if (GOVERNS_BARE.has(toks[j - 1]?.lower ?? '') || !opensClause(toks, j)) continue;
    const { fixes, advice } = presentOrPast(essay, v, thirdPerson(v.text));
    const who = s.lower;
    out.push(
      hit(
        'person-subject',
        'grammar',
        'Agreement',
        v.start,
        v.end,
        `${INDEFINITE.has(who) ? `"${who}" takes a singular verb` : `"${who}" is one person`}: ${advice}.`,
        fixes,
      ),
    );
  }
  return out;
}

export const personSubject = defineRule({
  id: 'person-subject',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'A one-person subject ("my mom", "my teacher") takes the verb\'s -s form or its past.',
  after: ['subject-verb'],
  examples: {
    wrong: [
      ['My mom use to cook every night.', 'My mom used to cook every night.'],
      ['My father drive a taxi at night.', 'My father drives a taxi at night.'],
    ],
    right: ['Many use them to draw.', 'She got used to crowds.'],
  },
  run: personSubjectRule,
});

// "he are", "they was", "I is": harper flags a pronoun with the wrong "be", "have" or "do"
// but offers no fix mid-sentence, so the filter cannot show it; the fix is fixed by the pronoun.
// ("were" stays: "if he were", "as it were" are subjunctives.)
const PRONOUN_FORMS: Record<string, Record<string, string>> = {
  third: wordTable({ are: 'is', have: 'has', do: 'does' }),
  i: wordTable({ is: 'am', are: 'am', has: 'have', does: 'do' }),
  plural: wordTable({ is: 'are', was: 'were', has: 'have', does: 'do' }),
};
const PERSON_OF: Record<string, string> = wordTable({
  he: 'third',
  she: 'third',
  it: 'third',
  i: 'i',
  we: 'plural',
  they: 'plural',
  you: 'plural',
});

export function pronounFormRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const p = toks[i]!;
    const v = toks[i + 1]!;
    const person = PERSON_OF[p.lower];
    const fix = person ? PRONOUN_FORMS[person]![v.lower] : undefined;
    if (!fix || v.sentence !== p.sentence) continue;
    const before = toks[i - 1];
    // "Should he have gone?", "to he house", "that he have access": not a subject and its verb.
    if (before?.sentence === p.sentence && (/^(?:AUX|ADP|VERB)$/.test(before.pos) || before.lower === 'that'))
      continue;
    // "a healthier you is", "he and I are": a noun, or half of a plural subject.
    if (before?.sentence === p.sentence && (/^(?:ADJ|DET)$/.test(before.pos) || before.lower === 'and'))
      continue;
    // "Part I is", "World War I has": a numeral, not the pronoun.
    if (p.lower === 'i' && before?.sentence === p.sentence && /^\p{Lu}/u.test(before.text)) continue;
    // "I is important to study": "It is" (the real-word card says so); "I am important to" is no fix.
    const adj = toks[i + 2];
    const then = toks[i + 3];
    if (p.lower === 'i' && v.lower === 'is' && adj?.pos === 'ADJ' && /^(?:to|that)$/.test(then?.lower ?? ''))
      continue;
    out.push(
      // The pair is marked: the slip may be in either word ("I is" for "It is").
      hit('pronoun-form', 'grammar', 'Agreement', p.start, v.end, `With "${p.text}", write "${fix}".`, [
        `${p.text} ${casedLike(fix, v.text)}`,
      ]),
    );
  }
  return out;
}

export const pronounForm = defineRule({
  id: 'pronoun-form',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I" and "you" take the verb\'s own forms: "I has" -> "I have", "I is" -> "I am".',
  after: ['learner-frame'],
  examples: {
    wrong: [
      ['I has a dog.', 'I have a dog.'],
      ['I is not ready.', 'I am not ready.'],
    ],
    right: ['I is important to study.', 'Part I is about my grandmother.'],
  },
  run: pronounFormRule,
});
