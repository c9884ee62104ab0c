// The commonest real-word slips and the contexts that give them away: no/know/now/new, of/off and
// to/too/two (the finder is ./realword.ts). Each returns the intended word or null.
import {
  set,
  DO_NOT,
  WH_NEXT,
  OBJ_AFTER,
  POSSESSED_OR_ARTICLE,
  OFF_VERBS,
  OF_HEADS,
  DEGREE_ADJ,
  ELLIPSIS_VERBS,
  type Ctx,
  type RealWordRule,
} from './context';
import { BE_FORMS, PAST_MODALS_AND_MAY, SUBJECT_PRONOUNS } from '../lexicon/word-classes';
import { MOST_OF_NEXT } from './slips';
import { wordTable } from '../word-table';

/** Degree words that are also verbs ("to close", "to slow down", "to long for"). */
// Verbs that link a subject to a describing word as "be" does: "it looks to pretty to be real".
const LINKING_NOT_BE = set(
  'look looks looked seem seems seemed feel feels felt sound sounds sounded appear appears appeared',
);
const VERB_LIKE_DEGREE = new Set(['close', 'slow', 'fast', 'long', 'quiet']);
/** Words an infinitive follows ("going to close", "had to slow down"). */
const INFINITIVE_TAKERS = new Set(
  'going want wants wanted need needs needed have has had decided decide tried try trying began begin started start used able ready planned plan hoped hope chose refused agreed learned managed supposed order how'.split(
    ' ',
  ),
);

// Words that take "of" and can end a clause without its object ("taken advantage of", "get rid of").
const OF_TAKERS = set(
  'advantage advantages fun out head scare care rid hold ahold track sight note notice charge part account control possession afraid scared ashamed aware proud fond tired sick full capable',
);
// Verbs of leaving whose particle "off" is followed by a purpose or a place ("went off for a walk").
const LEAVE_VERBS = set('go run walk drive ride fly set head wander march storm');
const LEAVE_NEXT = set('for to home with and into down up at again');
/** A closing quotation mark follows and ends the clause ('blow your head of" so'). */
const closingQuote = (c: Ctx) =>
  /^["”]$/.test(c.t[c.i + 1]?.text ?? '') && (c.edge(2) || c.pos(2) !== 'NOUN');
// Verbs that take an object, not "to" ("spend too much", "eat too many").
const NO_TO_VERBS = set(
  'spend waste have take eat drink watch use cost make put buy play get give do need want',
);

// Verbs a learner negates with "no" ("I no like it") that the tagger may read as other words.
const NO_VERB_NEXT = new Set([
  'like',
  'have',
  'want',
  'need',
  'care',
  'understand',
  'do',
  'go',
  'eat',
  'speak',
]);

// Words that leave a preposition stranded at the end of their clause.
const STRANDING = set('who whom what which where whose that');
const SETTING = set('high low medium full');
const SET_TO = set('turn set switch raise lower crank dial adjust change');

export const COMMON_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  no: (c) => {
    if ((SUBJECT_PRONOUNS.has(c.w(-1)) || DO_NOT.has(c.w(-1))) && WH_NEXT.has(c.w(1))) return 'know';
    // "I didn't no", "did not no": "know" after a negated helper; after a negated "be" ("there
    // wasn't no more room") "no" is a second negative, not a verb.
    if ((c.w(-1) === "n't" || c.w(-1) === 'not') && !BE_FORMS.has(c.w(-2))) return 'know';
    // "We all no that": "all" floats after the subject.
    if (c.w(-1) === 'all' && ['we', 'you', 'they'].includes(c.w(-2)) && WH_NEXT.has(c.w(1))) return 'know';
    // "I no two of them": a subject right before "no" needs a verb ("we no longer" is fine).
    if (
      ['i', 'you', 'we', 'they'].includes(c.w(-1)) &&
      !['longer', 'more', 'sooner', 'doubt', 'matter'].includes(c.w(1)) &&
      // ("for you no one can do it": "no one" is a subject; "I no one thing" is "know".)
      !(c.w(1) === 'one' && c.pos(2) !== 'NOUN')
    ) {
      // ("we no can try" is "can't": no one-word fix, and never "know")
      if (
        (!c.start() && c.pos(-2) === 'VERB') ||
        PAST_MODALS_AND_MAY.has(c.w(1)) ||
        ['can', 'will'].includes(c.w(1))
      )
        return null;
      // "I no like vegetables", "you no do it": a learner's negation of the verb after it.
      const bareVerb = (c.pos(1) === 'VERB' && c.w(1) === c.lemma(1)) || NO_VERB_NEXT.has(c.w(1));
      // ("do you no have": the question has its "do" already, so only "not" is missing.)
      if (bareVerb && !c.edge(2)) return ['do', 'does', 'did'].includes(c.w(-2)) ? 'not' : "don't";
      return 'know';
    }
    return null;
  },
  now: (c) => {
    const neg = c.w(-1) === "n't" || c.w(-1) === 'not' || c.w(-1) === 'to';
    if (neg && (WH_NEXT.has(c.w(1)) || c.pos(1) === 'DET' || c.pos(1) === 'PRON') && c.w(1) !== 'that')
      return 'know';
    if (SUBJECT_PRONOUNS.has(c.w(-1)) && ['how', 'what', 'where', 'who', 'why', 'about'].includes(c.w(1)))
      return 'know';
    return null;
  },
  know: (c) =>
    ['one', 'way', 'idea', 'longer', 'matter', 'use', 'sign'].includes(c.w(1)) &&
    !SUBJECT_PRONOUNS.has(c.w(-1)) &&
    !DO_NOT.has(c.w(-1)) &&
    !PAST_MODALS_AND_MAY.has(c.w(-1)) &&
    // "how to really know use it": an adverb before it keeps the verb.
    c.pos(-1) !== 'ADV' &&
    (c.pos(-1) !== 'AUX' || BE_FORMS.has(c.w(-1)))
      ? 'no'
      : null,
  new: (c) =>
    SUBJECT_PRONOUNS.has(c.w(-1)) &&
    ['that', 'it', 'what', 'how', 'he', 'she', 'i', 'the', 'about', 'where', 'who'].includes(c.w(1))
      ? 'knew'
      : null,
  of: (c) => {
    // "most of" (slips.ts); "we must of course go" is right
    if ((c.w(-1) === 'must' && MOST_OF_NEXT.has(c.w(1))) || c.w(1) === 'course') return null;
    if (PAST_MODALS_AND_MAY.has(c.w(-1)) || (c.w(-1) === "n't" && PAST_MODALS_AND_MAY.has(c.w(-2))))
      return 'have';
    // "taken advantage of.", "get rid of.": the word before takes "of" and its object went ahead.
    if (OF_TAKERS.has(c.w(-1))) return null;
    const letGo = c.w(-1) === 'go' && c.lemma(-2) === 'let';
    if (OFF_VERBS.has(c.lemma(-1)) && c.pos(-1) === 'VERB' && !letGo && (OBJ_AFTER.has(c.w(1)) || c.edge(1)))
      return 'off';
    // "went of for a walk": a verb of leaving, then no noun phrase for "of" to take.
    if (LEAVE_VERBS.has(c.lemma(-1)) && c.pos(-1) === 'VERB' && LEAVE_NEXT.has(c.w(1))) return 'off';
    // "switched the TV of and went", "blow your head of" (and the quote closes): a particle verb
    // a few words back and nothing after.
    const bare =
      c.edge(1) ||
      closingQuote(c) ||
      ['and', 'when', 'in', 'into', 'to', 'with', 'down', 'up', 'so', 'then'].includes(c.w(1));
    if (bare && c.before(3, OFF_VERBS) && !c.before(3, set('let'))) return 'off';
    return null;
  },
  off: (c) => (OF_HEADS.has(c.w(-1)) && c.pos(-1) !== 'VERB' && OBJ_AFTER.has(c.w(1)) ? 'of' : null),
  to: (c) => {
    const next = c.w(1);
    const fromTo = c.before(5, set('from'));
    // ("was going to close for six weeks": after a verb that takes an infinitive, a word that can be
    // a verb is one)
    const infinitive = VERB_LIKE_DEGREE.has(next) && INFINITIVE_TAKERS.has(c.w(-1));
    if (
      DEGREE_ADJ.has(next) &&
      (c.edge(2) || ['to', 'for', 'and', 'but'].includes(c.w(2))) &&
      !fromTo &&
      !infinitive &&
      // "turned the stove to high", "set the oven to low": a setting, not a degree.
      !(SETTING.has(next) && c.before(4, SET_TO))
    )
      return 'too';
    // "that shot missed me to but ...": a stranded "to" before a conjunction.
    if (
      ['but', 'and'].includes(next) &&
      c.pos(-1) === 'PRON' &&
      c.pos(-2) === 'VERB' &&
      !ELLIPSIS_VERBS.has(c.lemma(-2))
    )
      return 'too';
    // "spend to much time", "there are to many people": after "be" or a verb that takes no "to"
    // ("listen to many people" and "due to much rain" keep it).
    if (
      ['much', 'many'].includes(next) &&
      ((BE_FORMS.has(c.w(-1)) && c.w(-1) !== 'been') ||
        (c.pos(-1) === 'VERB' && NO_TO_VERBS.has(c.lemma(-1))))
    )
      return 'too';
    // "for to years": a preposition cannot take "to" and a noun.
    if (
      ['for', 'with', 'about', 'after', 'of', 'by'].includes(c.w(-1)) &&
      (c.pos(1) === 'NOUN' || c.pos(1) === 'ADJ')
    )
      return 'two';
    if (
      (BE_FORMS.has(c.w(-1)) ||
        LINKING_NOT_BE.has(c.w(-1)) ||
        c.w(-1) === 'way' ||
        c.w(-1) === 'far' ||
        (c.w(-1) === 'not' && c.w(-2) === 'and')) &&
      // ("looks to pretty to be": the tagger may read the describing word as an adverb)
      (c.pos(1) === 'ADJ' || DEGREE_ADJ.has(next) || (c.pos(1) === 'ADV' && c.w(2) === 'to')) &&
      !c.noun(2) &&
      // "to first absorb", "to fully understand": an adverb inside an infinitive.
      c.pos(2) !== 'VERB'
    )
      return 'too';
    if (
      c.edge(1) &&
      (c.pos(-1) === 'PRON' || c.pos(-1) === 'NOUN') &&
      !ELLIPSIS_VERBS.has(c.lemma(-2)) &&
      !ELLIPSIS_VERBS.has(c.lemma(-1)) &&
      c.w(-2) !== 'to' &&
      // "Who did you give it to?", "the friend that I lent it to": a question word or a relative
      // pronoun took the object, so the preposition stands alone at the end.
      !c.before(8, STRANDING)
    )
      return c.pos(-2) === 'VERB' || c.pos(-2) === 'AUX' ? 'too' : null;
    return null;
  },
  two: (c) =>
    (c.pos(1) === 'DET' && POSSESSED_OR_ARTICLE.has(c.w(1))) ||
    (c.pos(1) === 'VERB' && c.w(1) === c.lemma(1) && !c.w(1).endsWith('s'))
      ? 'to'
      : null,
});
