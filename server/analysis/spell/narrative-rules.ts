// Real-word slips of young writers' stories, tried after realword.ts's and confusions.ts's rules
// for the same word: each fires only where the written word cannot stand ("I dont no", "I love
// you to shall we", "So the sent for the doctor"). General English usage, not learned from any
// test text.
import { wordFrequency } from './lexicon';
import { set, type Ctx, type RealWordRule } from './context';
import { BE_FORMS, SUBJECT_PRONOUNS } from '../lexicon/word-classes';
import { isIrregularPast, pastOf } from './verb-forms';
import { wordTable } from '../word-table';
import { OWNED_ING } from './its-rules';
import { possessiveYou } from './you-your';
import { OBJECT_ONLY_PRONOUNS } from '../lexicon/word-classes';

// Negatives written without the apostrophe, which the "n't" rules do not see ("I dont no").
// (The tagger splits "dont" into "do" and "nt".)
// Words after which a clause-final "hear" is the place "here" ("am hear", "come hear", "stay hear").
const BEFORE_CLAUSE_FINAL_HERE = new Set(
  'am is are was were be been come came stay stayed sit sat stand stood live lived right up down out from'.split(
    ' ',
  ),
);
const BARE_NEGATIVE = set('dont didnt doesnt dosent dident donot cant couldnt nt');
// "to" cannot take these ("I love you to shall we", "a dog to I"); "to they" and "to he" are
// left alone, as writers who mix them up mean "their" and "his" ("went to they parents").
const NOT_AFTER_TO = set('i shall');
// Where a new clause may start, so a verb after "the" needs a subject ("so the sent for help").
const CLAUSE_OPENER = set('and so when then but because if after before until till');
const OBJECTS_WITH_IT = set('me you him her us them it');
// Words "its" cannot own, so "it is" / "it has" was meant ("its got teeth", "its nothing").
const NOT_OWNED = set('got nothing gone');
// Words after which "here" is the place ("come out here at once", "over here now").
const PLACE_BEFORE = set('out over in up down back come');

// Past participles "has" takes ("which as just gone", "it as burnt out").
const PARTICIPLE = set('been got gone had done seen burnt taken given made left come');
const DIRECTION_OR_OF = set('out to back in home over up down of off into round');
const isPluralNoun = (c: Ctx, k: number) =>
  c.pos(k) === 'NOUN' && c.w(k) !== c.lemma(k) && c.w(k).endsWith('s');

/** "murdered", "borrowed": an "-ed" word whose stem is a word ("shed", "need", "red" are not). */
const regularPast = (w: string) =>
  /ed$/.test(w) &&
  w.length > 5 &&
  (wordFrequency(w.slice(0, -2)) > 0 || (w.endsWith('eed') ? false : wordFrequency(w.slice(0, -1)) > 0));

/** "the boy father said": an owner noun after a determiner, then a kin noun and a verb. */
const ownerBefore = (c: Ctx) =>
  ['the', 'a', 'that', 'this'].includes(c.w(-1)) &&
  OWNER_NOUNS.has(c.w()) &&
  KIN_OR_BODY.has(c.w(1)) &&
  ['AUX', 'VERB'].includes(c.pos(2))
    ? `${c.t[c.i]!.text}'s`
    : null;

/** "at once", "now", "quickly": an adverb of time or manner closes the phrase. */
const hereNext = (c: Ctx) =>
  (c.w(1) === 'at' && c.w(2) === 'once') || ['now', 'quickly', 'immediately', 'please'].includes(c.w(1));

// Nouns nearly always owned, so "he's father" and "the boy father" mean "his" and "boy's".
const KIN_OR_BODY = set(
  'father mother dad mum mom brother sister son daughter wife husband parents name hair eyes face friend friends',
);
// People and pets who own them ("the boy father", not the compound "the family name").
const OWNER_NOUNS = set('boy girl man woman lady dog cat');
// Pasts that no article can take ("a said" is "and said").
const NEVER_AFTER_A = set('said went came took gave told got ran knew');
const SPEECH_PAST = set('said told asked shouted replied');

const GOT_STATE = set('stuck married caught lost hurt killed wet soaked stung');

// Words after "you're" that "your" cannot own.
const YOURE_ADVERB = set('not so too always never really gonna probably just');
const YOURE_ADJECTIVE = set('ready welcome wrong right sure able lucky done kidding');

// Verb forms that follow only a subject: "your are" can only be "you are". Contractions reach
// the rules split ("ca" "n't", "do" "nt"), so their first halves stand for them.
const YOU_VERB = new Set('are were should could would must might cannot gonna'.split(' '));
const YOU_NEGATED = new Set(['ca', 'wo', 'do', 'did', 'are', 'were', 'should', 'could', 'would']);

export const NARRATIVE_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  no: (c) =>
    BARE_NEGATIVE.has(c.w(-1)) && !['one', 'longer', 'more', 'matter'].includes(c.w(1)) ? 'know' : null,
  its: (c) => {
    if (NOT_OWNED.has(c.w(1))) return "it's";
    // "its flying round the bend": a verb in -ing, then no noun for "its" to own it with.
    // ("part of its meaning": after a preposition "its" owns the -ing noun.)
    const ing =
      c.w(1).endsWith('ing') && c.pos(1) === 'VERB' && c.pos(-1) !== 'ADP' && !OWNED_ING.has(c.w(1));
    if (ing && (c.edge(2) || ['ADV', 'ADP', 'DET'].includes(c.pos(2)))) return "it's";
    // "its down the hill", "its in the box": an owner never stands before a preposition.
    return c.pos(1) === 'ADP' && c.pos(2) === 'DET' && c.w(1) !== 'like' ? "it's" : null;
  },
  to: (c) => {
    if (NOT_AFTER_TO.has(c.w(1)) && c.i > 0 && !c.start()) return 'too';
    // "Aunt Mary to and the baby": a name or noun, then "to" stranded before "and" ("to and fro",
    // "to and from" are the phrase).
    if (
      ['and', 'but'].includes(c.w(1)) &&
      ['NOUN', 'PROPN'].includes(c.pos(-1)) &&
      !['fro', 'from'].includes(c.w(2)) &&
      // ("access to and preserved the records": a shared object after two verbs.)
      ['DET', 'PRON', 'PROPN', 'NOUN'].includes(c.pos(2))
    )
      return 'too';
    return null;
  },
  the: (c) => {
    if (!c.start() && !CLAUSE_OPENER.has(c.w(-1))) return null;
    const n = c.t[c.i + 1];
    if (!n || c.edge(1)) return null;
    // "So the sent for help", "and the murdered him": a past verb with an object or a preposition
    // after it ("the wounded were", "the murdered man" have a noun or verb after).
    // ("The injured in the crash": an "-ed" word may be a noun, so a preposition after it is not enough.)
    const objectAfter =
      (['DET', 'PRON'].includes(c.pos(2)) || (c.pos(2) === 'ADP' && !n.lower.endsWith('ed'))) &&
      !['of', "'s"].includes(c.w(2));
    // ("the thought that I never learned": the noun, with the clause it names.)
    const thoughtNoun = n.lower === 'thought' && ['that', 'of'].includes(c.w(2));
    if (objectAfter && !thoughtNoun && (isIrregularPast(n.lower) || regularPast(n.lower))) return 'they';
    // "when the catch you": a bare verb and an object pronoun.
    // (The tagger reads some as nouns: a past form in use tells the verb from "the way it".)
    const verb = c.pos(1) === 'VERB' || (c.pos(1) === 'NOUN' && pastOf(c.w(1)) !== undefined);
    // ("The plan it worked", "the work it did": "it" and "you" with a verb after are a subject.)
    const subjectNext =
      c.pos(1) !== 'VERB' && ['it', 'you'].includes(c.w(2)) && ['VERB', 'AUX'].includes(c.pos(3));
    return OBJECTS_WITH_IT.has(c.w(2)) && c.w(1) === c.lemma(1) && verb && !subjectNext ? 'they' : null;
  },
  hear: (c) =>
    (PLACE_BEFORE.has(c.w(-1)) && hereNext(c) && !SUBJECT_PRONOUNS.has(c.w(-2))) ||
    // "the old bus hear comes": a third-person verb cannot follow "hear".
    (['comes', 'goes'].includes(c.w(1)) && !c.start() && !SUBJECT_PRONOUNS.has(c.w(-1))) ||
    // "what are you doing hear?", "I am still hear.", "come hear": a place ends the clause.
    (c.edge(1) && BEFORE_CLAUSE_FINAL_HERE.has(c.w(-1)) && c.pos(-1) !== 'NOUN') ||
    (c.edge(1) && c.w(-1) === 'still' && BE_FORMS.has(c.w(-2))) ||
    (c.edge(1) && c.w(-1).endsWith('ing') && c.pos(-1) === 'VERB')
      ? 'here'
      : null,
  // "made here happy", "the here left arm": "her" before what she is or owns.
  here: (c) =>
    (['make', 'made', 'makes'].includes(c.w(-1)) && c.pos(1) === 'ADJ' && c.edge(2)) ||
    (['the', 'a'].includes(c.w(-1)) && ['left', 'right', 'own'].includes(c.w(1)))
      ? 'her'
      : null,
  // "we go stuck in the mud": a state one ends up in takes "got".
  go: (c) => (GOT_STATE.has(c.w(1)) && SUBJECT_PRONOUNS.has(c.w(-1)) ? 'got' : null),
  // "the police cam out": a subject, then a direction (not "the cam shaft").
  cam: (c) =>
    (SUBJECT_PRONOUNS.has(c.w(-1)) || ['NOUN', 'PROPN'].includes(c.pos(-1))) && DIRECTION_OR_OF.has(c.w(1))
      ? 'came'
      : null,
  // "I cave her some milk": a person after it ("cave in" is the verb).
  cave: (c) =>
    (SUBJECT_PRONOUNS.has(c.w(-1)) || ['NOUN', 'PROPN'].includes(c.pos(-1))) &&
    OBJECT_ONLY_PRONOUNS.has(c.w(1))
      ? 'gave'
      : null,
  // "the man who as just gone", "if she as not got": a participle after it.
  as: (c) => {
    const k = ['just', 'not', 'never', 'already'].includes(c.w(1)) ? 2 : 1;
    return ['which', 'who', 'that', 'she', 'he', 'it'].includes(c.w(-1)) && PARTICIPLE.has(c.w(k))
      ? 'has'
      : null;
  },
  // "it has for wheels", "we got for more loads": a count after a verb of having.
  for: (c) => {
    const k = c.w(1) === 'more' ? 2 : 1;
    return ['has', 'have', 'had', 'got'].includes(c.w(-1)) && isPluralNoun(c, k) ? 'four' : null;
  },
  // "He's father was a baker": a kin noun and its verb ("he's mother's favourite" has the "'s").
  "he's": (c) => (KIN_OR_BODY.has(c.w(1)) && ['AUX', 'VERB'].includes(c.pos(2)) ? 'his' : null),
  // "the boy father said", "a mans hat": a person before an owned noun.
  boy: (c) => ownerBefore(c),
  girl: (c) => ownerBefore(c),
  man: (c) => ownerBefore(c),
  lady: (c) => ownerBefore(c),
  mans: (c) => (['the', 'a', 'that', 'this'].includes(c.w(-1)) && c.noun(1) ? "man's" : null),
  // "with you eyes shut", "from you mistakes": a preposition's "you" cannot take a noun.
  you: (c) => ((c.pos(-1) === 'ADP' && KIN_OR_BODY.has(c.w(1))) || possessiveYou(c) ? 'your' : null),
  // "a said hello", "in her pram a saw the baby": "and" between two verbs.
  // ("a knew home" is "a new home": learner-words.ts fixes "knew".)
  a: (c) =>
    (NEVER_AFTER_A.has(c.w(1)) && !(c.w(1) === 'knew' && (c.noun(2) || c.w(2) === 'one'))) ||
    (c.w(1) === 'saw' && ['DET', 'PRON'].includes(c.pos(2)))
      ? 'and'
      : null,
  // "So there said yes": a verb of speech needs a subject ("over there said Leon", "There said
  // the fox" have it after the verb).
  there: (c) =>
    SPEECH_PAST.has(c.w(1)) && !c.start() && !['PROPN', 'DET', 'NOUN'].includes(c.pos(2)) ? 'they' : null,
  // "and two see the shop": a verb after it ("the two see" is the number).
  two: (c) =>
    ['see', 'get', 'buy', 'tell', 'find', 'play', 'visit', 'fetch'].includes(c.w(1)) &&
    !['DET', 'ADJ', 'PRON'].includes(c.pos(-1))
      ? 'to'
      : null,
  // "hes life", "Hes always late": "hes" is no word a student means; a noun after it is owned.
  // ("his or hes own ideas" is "his or her"; "hes own" owns a noun too.)
  hes: (c) => {
    if (c.w(-1) === 'or' && c.w(-2) === 'his') return 'her';
    // ("Hes home now", "Hes right": nouns that also say where or how he is, unless a noun follows:
    // "hes right hand".)
    if (['home', 'right', 'back', 'late', 'alone', 'ready', 'sick', 'fine'].includes(c.w(1)) && !c.noun(2))
      return "he's";
    return c.noun(1) || c.w(1) === 'own' || (c.pos(1) === 'ADJ' && c.noun(2)) ? 'his' : "he's";
  },
  // "the problem with hem", "I told hem": after a preposition or a verb, the pronoun.
  hem: (c) => (['ADP', 'VERB'].includes(c.pos(-1)) && !c.noun(1) && c.w(1) !== 'of' ? 'him' : null),
  // "your making a mess", "your going home": an "-ing" verb with no noun for "your" to own.
  your: (c) => {
    // "If your are busy", "your cant never get it back": a verb only a subject can have.
    if (YOU_VERB.has(c.w(1)) || (YOU_NEGATED.has(c.w(1)) && ["n't", 'nt', 'not'].includes(c.w(2))))
      return 'you';
    // "when your in a group", "your on the right track", "your about to": "your" owns no
    // preposition ("your in-laws" is one word with its hyphen).
    if (
      ['in', 'on', 'at', 'with', 'from', 'into', 'under', 'over'].includes(c.w(1)) &&
      ['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM'].includes(c.pos(2)) &&
      c.w(2) !== 'box'
    )
      return "you're";
    if (c.w(1) === 'about' && c.w(2) === 'to') return "you're";
    if (
      // ("your will determines", "your can of soda": both are nouns too; only a verb after decides.)
      c.w(1) === 'can' &&
      (c.pos(2) === 'VERB' || ['not', 'never', 'always', 'be'].includes(c.w(2)))
    )
      return 'you';
    // ("book your showing today", "your saving and investing": a gerund; only an object after
    // the verb makes it one.)
    if (c.w(1).endsWith('ing') && c.pos(1) === 'VERB' && ['DET', 'PRON'].includes(c.pos(2))) return "you're";
    // "Are you sure your ready?", "your not alone": a word that describes the person, with no noun
    // after it for "your" to own ("your right to vote", "thanks for your welcome" own one).
    const says = ['think', 'know', 'hope', 'guess', 'bet', 'believe', 'say', 'mean'].includes(c.lemma(-1));
    if (['VERB', 'ADP'].includes(c.pos(-1)) && c.w(-1) !== 'sure' && !says) return null;
    const described =
      (YOURE_ADVERB.has(c.w(1)) && !c.noun(2) && !['own', 'best', 'very'].includes(c.w(2))) ||
      (YOURE_ADJECTIVE.has(c.w(1)) &&
        (c.edge(2) || ['to', 'for', 'about', 'that', 'if', 'now'].includes(c.w(2))));
    return described && !(c.w(1) === 'right' && c.w(2) === 'to') ? "you're" : null;
  },
  they: (c) => {
    // "went round they other side": "other" needs a determiner.
    if (c.w(1) === 'other' && c.noun(2)) return 'the';
    // "They are six of us", "They are five in my family": a count of the people there are
    // ("they are two of the best" is a count of them).
    const count =
      c.pos(2) === 'NUM' &&
      ((c.w(3) === 'of' && c.w(4) === 'us') || (c.w(3) === 'in' && ['my', 'our'].includes(c.w(4))));
    if (['are', 'were'].includes(c.w(1)) && count) return 'there';
    // "we had they photos.": an owned plural at the end of the clause.
    const inside = c.i >= 2 && !c.edge(-2);
    if (['had', 'has', 'have'].includes(c.w(-1)) && inside && isPluralNoun(c, 1) && c.edge(2)) return 'their';
    return null;
  },
});
