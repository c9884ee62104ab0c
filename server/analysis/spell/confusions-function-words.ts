// Real-word confusions where the written word is a function word (a pronoun, determiner,
// preposition, auxiliary, number or adverb) in a slot it cannot fill: "fell too the ground",
// "I now I will". Part of MORE_CONFUSIONS (confusions.ts).
import {
  BASE_VERB,
  GIVE_VERBS,
  HEARD_NEXT,
  HERE_PLACE,
  isDet,
  OWNED,
  OWNED_NOUN,
  ownedAfterIs,
  PARTICLE,
  RETURN_VERBS,
  STRANDED,
  THEN_AFTER,
} from './confusion-cues';
import { DO_NOT, HER_VERBS, OBJ_AFTER, type RealWordRule } from './context';
import { PAST_MODALS_AND_MAY, SUBJECT_PRONOUNS } from '../lexicon/word-classes';
import { wordFrequency } from './lexicon';
import { wordTable } from '../word-table';

export const FUNCTION_WORD_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  // "the for girls": a determiner cannot take a preposition.
  // "the for kids", not "both for tourists and ...".
  for: (c) =>
    isDet(c, -1) && c.pos(-1) !== 'PRON' && c.w(-1) !== 'both' && c.noun(1) && c.w(1).endsWith('s')
      ? 'four'
      : null,
  "won't": (c) => (c.w(1) === 'to' ? 'want' : null),
  // "I now I will": a subject, "now" and another subject is "know".
  now: (c) => {
    // ("looking back on it now I know": "it" and "you" after a verb or preposition are objects.)
    const object = (c.w(-1) === 'it' || c.w(-1) === 'you') && ['ADP', 'VERB'].includes(c.pos(-2) ?? '');
    if (SUBJECT_PRONOUNS.has(c.w(-1)) && SUBJECT_PRONOUNS.has(c.w(1)) && c.w(1) !== 'it' && !object)
      return 'know';
    if (c.w(-1) === 'never' && ['about', 'what', 'how', 'that', 'where', 'who', 'why', 'if'].includes(c.w(1)))
      return 'knew';
    return null;
  },
  here: (c) => {
    // "you can here people": a modal or "to" wants a verb.
    if (
      (PAST_MODALS_AND_MAY.has(c.w(-1)) || DO_NOT.has(c.w(-1))) &&
      (c.noun(1) || OBJ_AFTER.has(c.w(1)) || HEARD_NEXT.has(c.w(1)) || c.w(1) === 'people')
    )
      return 'hear';
    // "got on here back", "hit here head": an owned noun after a preposition or verb.
    const onto =
      (c.pos(-1) === 'ADP' && !HERE_PLACE.has(c.w(-1))) ||
      (c.pos(-1) === 'VERB' && HER_VERBS.has(c.lemma(-1)));
    if (onto && (OWNED_NOUN.has(c.w(1)) || (c.w(1) === 'back' && c.w(-1) === 'on'))) return 'her';
    // "by here other son": a preposition, then an adjective and a noun.
    if (c.pos(-1) === 'ADP' && c.pos(1) === 'ADJ' && c.noun(2) && c.w(-1) !== 'from') return 'her';
    return null;
  },
  there: (c) => {
    // "of there sudden death": a preposition, then an adjective and a noun.
    if (['of', 'about', 'with', 'for'].includes(c.w(-1)) && c.pos(1) === 'ADJ' && c.noun(2)) return 'their';
    return null;
  },
  // "fell too the ground": "too" never comes before a determiner.
  // "went too the store"; "anything I put my mind too" (the idiom's "to" ends the clause).
  too: (c) =>
    ['the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'your'].includes(c.w(1)) ||
    (['mind', 'minds'].includes(c.w(-1)) && c.lemma(-3) === 'put' && c.edge(1))
      ? 'to'
      : null,
  on: (c) =>
    c.w(1) === 'day' && (isDet(c, 2) || ['i', 'we', 'he', 'she', 'they', 'when', 'there'].includes(c.w(2)))
      ? 'one'
      : null,
  then: (c) => {
    // "with then.", "some of then are": a preposition's object is "them".
    if (c.pos(-1) === 'ADP' && !THEN_AFTER.has(c.w(-1)) && (c.edge(1) || ['are', 'were'].includes(c.w(1))))
      return 'them';
    if (GIVE_VERBS.has(c.lemma(-1)) && c.pos(-1) === 'VERB' && isDet(c, 1)) return 'them';
    return null;
  },
  is: (c) =>
    // "under is breath", "is name is John": a noun that "is" cannot precede.
    (c.noun(1) &&
      c.pos(1) === 'NOUN' &&
      !c.w(1).endsWith('s') && // "all I go after is apples": a plural may be the complement
      ((c.pos(-1) === 'ADP' &&
        c.w(-1) !== 'that' &&
        // "what can mess it all up is procrastination": a particle ends the clause before "is".
        !PARTICLE.has(c.w(-1)) &&
        !(c.pos(-2) === 'VERB' && STRANDED.has(c.w(-1)))) ||
        (c.start() && ['is', 'was'].includes(c.w(2))))) ||
    ownedAfterIs(c)
      ? 'his'
      : null,
  two: (c) => {
    if (['many', 'much'].includes(c.w(1))) return 'too';
    // "went two see": a verb of motion, then the infinitive.
    if (
      RETURN_VERBS.has(c.lemma(-1)) &&
      c.pos(-1) === 'VERB' &&
      (c.pos(1) === 'VERB' || BASE_VERB.has(c.w(1)))
    )
      return 'to';
    return null;
  },
  to: (c) =>
    c.edge(1) && c.pos(-1) === 'NUM' && ['has', 'have', 'had', 'got'].includes(c.w(-2)) ? 'too' : null,
  // "Ones upon a time".
  ones: (c) => (c.w(1) === 'upon' || (c.w(1) === 'a' && c.w(2) === 'upon') ? 'once' : null),
  // "because sometime he gives me": a habit, so "sometimes" (not "sometime he will").
  sometime: (c) =>
    SUBJECT_PRONOUNS.has(c.w(1)) &&
    c.pos(2) === 'VERB' &&
    (c.w(2) === c.lemma(2) || (c.w(2).endsWith('s') && c.w(2) !== c.lemma(2)))
      ? 'sometimes'
      : null,
  // "thee house": an article (the old pronoun ends a clause or takes no noun).
  thee: (c) => (!c.edge(1) && (c.pos(1) === 'NOUN' || c.pos(1) === 'ADJ') && c.w(1) !== 'and' ? 'the' : null),
  // "I though it was", "even thought I knew": the two are swapped.
  // ("escorts you though a spectrum": "you" after a verb is its object, and "through" was meant)
  though: (c) =>
    ['i', 'we', 'they', 'he', 'she', 'you'].includes(c.w(-1)) &&
    !c.edge(1) &&
    !(c.w(-1) === 'you' && ['VERB', 'AUX', 'ADP'].includes(c.pos(-2) ?? ''))
      ? 'thought'
      : null,
  thought: (c) =>
    c.w(-1) === 'even' &&
    SUBJECT_PRONOUNS.has(c.w(1)) &&
    !SUBJECT_PRONOUNS.has(c.w(-2)) &&
    c.pos(-2) !== 'AUX'
      ? 'though'
      : null,
  // "the borrowd a boat", "the herd something": a past-tense verb (often misspelled) with an
  // object after it needs a subject, so "the" was "they".
  the: (c) =>
    (c.w(1) === 'herd' || (/d$/.test(c.w(1)) && wordFrequency(c.w(1)) === 0 && !c.edge(1))) &&
    (isDet(c, 2) || ['something', 'someone', 'nothing', 'on', 'for'].includes(c.w(2)))
      ? 'they'
      : null,
  // "he father came", "in he house": a kin or body noun, or a preposition, before it.
  he: (c) =>
    OWNED.has(c.w(1)) || (c.pos(-1) === 'ADP' && c.noun(1) && c.pos(1) === 'NOUN' && !c.edge(-1))
      ? 'his'
      : null,
  // "I is", "I has": the pronoun cannot take a third-person verb.
  // ("My brother and I is close": a compound subject, whose verb is the slip.)
  // ("I has a dog", "the time I has with them": a thing had is "I have"'s; agreement says so.)
  i: (c) =>
    c.t[c.i]!.text === 'I' &&
    ['is', 'has', 'does', 'seems'].includes(c.w(1)) &&
    !['and', 'or', 'nor'].includes(c.w(-1)) &&
    !(c.w(1) === 'has' && ['DET', 'NOUN', 'ADJ', 'NUM', 'ADP', 'PRON'].includes(c.pos(2))) &&
    // ("I is happy today": "I am"; "I is important to study" is "It is".)
    !(c.w(1) === 'is' && c.pos(2) === 'ADJ' && !['to', 'that'].includes(c.w(3)))
      ? 'It'
      : null,
});
