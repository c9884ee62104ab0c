// A subject said twice, as a noun and then a pronoun: "My father he works hard", "My parents
// they were tired". Learners whose languages mark the topic this way write it; English keeps one.
// Only where the noun opens the sentence and the pronoun follows it straight away (with a comma,
// "My father, he works hard", it is a spoken topic and left alone).
import type { ParsedEssay } from '../../nlp/parse';
import { hit, next, type RuleHit, defineRule } from './types';
import { PERSON_POSSESSIVES } from '../../lexicon/word-classes';

// An owner, not "the": "The time it takes", "The way he talks" open a relative clause.
// People, whom "he", "she" and "they" stand for ("My opinion it's" is another slip).
const PERSON_ANTECEDENT =
  /^(?:father|mother|mom|mum|dad|brother|sister|brothers|sisters|parents|friend|friends|teacher|teachers|grandmother|grandfather|grandma|grandpa|grandparents|aunt|uncle|cousin|cousins|family|coach|boss|son|daughter|husband|wife|neighbor|neighbour|classmates)$/;
const THIRD_PERSON_SUBJECT = /^(?:he|she|they)$/;
const FEMALE = /^(?:mother|mom|mum|sister|grandmother|grandma|aunt|daughter|wife)$/;
const MALE = /^(?:father|dad|brother|grandfather|grandpa|uncle|son|husband)$/;

export function doubledSubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const s of essay.sentences) {
    const i = s.tokenStart;
    const det = essay.tokens[i];
    if (!det || !PERSON_POSSESSIVES.has(det.lower)) continue;
    // One describing word may stand before the noun: "My older brother he".
    let k = 1;
    if (next(essay, i, k)?.pos === 'ADJ') k++;
    const noun = next(essay, i, k);
    const pronoun = next(essay, i, k + 1);
    const verb = next(essay, i, k + 2);
    if (
      !noun ||
      !pronoun ||
      !verb ||
      !PERSON_ANTECEDENT.test(noun.lower) ||
      !THIRD_PERSON_SUBJECT.test(pronoun.lower)
    )
      continue;
    if (pronoun.sentence !== s.index || verb.sentence !== s.index) continue;
    if (!/^(?:VERB|AUX)$/.test(verb.pos) && verb.pos !== 'ADV') continue;
    // A plural noun takes "they" ("my family they" too), one person "he" or "she".
    const plural = /[^s]s$/.test(noun.lower) || noun.lower === 'family';
    if (plural !== (pronoun.lower === 'they')) continue;
    // ("My sister he met at camp": the pronoun is someone else, the subject of a clause about her.)
    if (
      (FEMALE.test(noun.lower) && pronoun.lower === 'he') ||
      (MALE.test(noun.lower) && pronoun.lower === 'she')
    )
      continue;
    out.push(
      hit(
        'doubled-subject',
        'grammar',
        'Sentence structure',
        noun.start,
        pronoun.end,
        `"${noun.text}" is already the subject: drop "${pronoun.text}".`,
        [noun.text],
      ),
    );
  }
  return out;
}

export const doubledSubject = defineRule({
  id: 'doubled-subject',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'A subject repeated by a pronoun: "My father he works" -> "My father works".',
  examples: {
    wrong: [
      ['My father he works two jobs.', 'My father works two jobs.'],
      ['My older sister she always helps me.', 'My older sister always helps me.'],
      ['My parents they were tired after the drive.', 'My parents were tired after the drive.'],
    ],
    right: [
      'My father, he works hard.',
      'My sister he met at camp.',
      'The time it takes to walk there is ten minutes.',
      'The way he talks to himself is funny.',
      'The other day she came over.',
    ],
  },
  run: doubledSubjectRule,
});
