// More real-word confusions, each a word that is spelled right but cannot stand where it does:
// a verb of motion after a subject ("we wet home"), an adverb used as a noun ("very mush"), a
// noun with no determiner where an adverb belongs ("I gust want"). Each rule fires only where the
// written word is ungrammatical, so a correct sentence stays clean. General English usage, not
// learned from any test text. Rules for words realword.ts already knows run after its own.
import type { Token } from '../nlp/parse';
import { getLexicon, wordFrequency } from './lexicon';
import type { RealWordHit } from './realword';
import { DO_NOT, HER_VERBS, MODAL, OBJ_AFTER, SUBJECT, set, type Ctx, type Rule } from './context';

// Words that follow a verb of motion ("went home", "came back").
const DIRECTION = set('to down home up out in into back on off over round around across away inside outside');
// Verbs of motion and return, by lemma ("came bake" -> "came back").
const RETURN_VERBS = set('come go get walk run turn look bring give send step drive ride fly hurry head');
// Prepositions of place, after which "the lack" is the water ("swam in the lack").
const PLACE_PREP = set('in into to at by near across around on from over');
const DETERMINER = set('a an the this that these those my his her their our your its');
// Prepositions a clause can end on ("the people to go to is family").
const STRANDED = set('to for about with of after');
// Nouns that are nearly always owned ("his father", "his head"), never a verb after "he".
const OWNED = set('father mother dad mum mom brother sister wife son daughter name car dog friend friends');
const OWNER = set('a an the my his her their our your its');
const DEGREE = set('very so too how as thank thanks not');
const PERFECT = set("has have had 've 's 'd");
const HERDED = set(
  'sheep cattle cows goats kids children students cats horses animals ducks geese pigs chickens',
);
const HERD_WAY = set('into toward towards out back through along up down across inside');
const HEARD_NEXT = set(
  'a an the that what it them him her us me you something someone somebody nothing about of from voices footsteps noises',
);

// Prepositions after which "then" is the time adverb ("since then", "by then").
const THEN_AFTER = set('since by until till before after from');
// Verbs that take a person and a thing ("told then the story" -> them).
const GIVE_VERBS = set('tell give show ask send bring teach offer buy hand pay lend');
// Verbs the tagger often reads as nouns after a number ("two see").
const BASE_VERB = set('see get buy play visit meet find look watch have eat fetch help');
// Nouns nearly always owned ("tell is wife", "is hair is black"): after "is" they mean "his".
const OWNED_NOUN = set(
  'wife husband father mother dad mum mom brother sister son daughter name hair eyes eye head face hand hands arm arms leg legs feet nose mouth teeth girlfriend boyfriend kids children uncle aunt auntie grandad grandma nan',
);
// Where a person sits ("siting on a chair").
const SIT_NEXT = set('on in there down around about by at beside next alone quietly still here upon under');
const PARTICLE = set('up out down off away back over');
const BASE_AFTER_WONT = set(
  'come go be do let have get tell say give see help stop leave make take eat play',
);
// Prepositions that go with the adverb "here" ("from here", "in here", "over here").
const HERE_PLACE = set('from in out over up down around near round along');
const WATER_PART = set('middle edge bottom side bank shore centre center end surface');
const LOUD = set('much loud terrible awful horrible deafening scary creepy');
const BE_FORMS = set("am is are was were be been 'm 's 're");
const WAIT_BEFORE = set("n't not cannot 'll will i we you they to just please can could");
const TURN_NEXT = set('round around left right off on back over into out up down');
const ID_NEXT = set('love like rather better have be go never say think want hate prefer');
const DONT_NEXT = set('know want like care have think need mind understand believe');
const HERE_BEFORE = set('over from in out up down live stay sit stand is are was were am be doing');

/** A quotation mark follows: in dialogue it closes the clause. */
const quoteNext = (c: Ctx) => /^["“”'‘’`]/.test(c.t[c.i + 1]?.text ?? '');
const isDet = (c: Ctx, k: number) => DETERMINER.has(c.w(k)) || c.pos(k) === 'DET';
const BE_OR_DO = set("is was are were am be 's do does did what that this which");
/**
 * "is" before an owned noun that a verb follows ("is hair is black") or after a verb that takes
 * a person ("tell is wife") or a preposition ("with is Mother"): the owner "his".
 */
const ownedAfterIs = (c: Ctx) =>
  OWNED_NOUN.has(c.w(1)) &&
  c.i > 0 &&
  !BE_OR_DO.has(c.w(-1)) &&
  (['is', 'was', 'are', 'were'].includes(c.w(2)) ||
    c.pos(-1) === 'ADP' ||
    (GIVE_VERBS.has(c.lemma(-1)) && c.pos(-1) === 'VERB'));
/** A word follows with no punctuation between (so "Ow!" and "Ow, that hurt" are left alone). */
const wordNext = (c: Ctx) => !c.edge(1) && c.t[c.i + 1]?.isWord === true;

export const MORE_RULES: Record<string, Rule> = {
  // "we wet home", "I wet to the top": the past of go after a subject, before a direction.
  wet: (c) => ((SUBJECT.has(c.w(-1)) || c.w(-1) === 'and') && DIRECTION.has(c.w(1)) ? 'went' : null),
  // A gust is always a gust of something, with a determiner or an adjective before it.
  gust: (c) => {
    if (isDet(c, -1) || c.pos(-1) === 'ADJ' || c.w(1) === 'of' || c.edge(1)) return null;
    // After a subject or an auxiliary ("they gust left", "you can gust wash") no noun fits.
    const verbSlot = SUBJECT.has(c.w(-1)) || MODAL.has(c.w(-1)) || c.pos(-1) === 'AUX';
    return verbSlot || c.pos(1) !== 'NOUN' ? 'just' : null;
  },
  // "swam in the lack": a place after a preposition of place. "I felt the lack" stays (a noun
  // that can stand alone), and "the lack of sleep" never reaches here.
  lack: (c) => {
    const det = OWNER.has(c.w(-1)) ? -1 : c.pos(-1) === 'ADJ' && OWNER.has(c.w(-2)) ? -2 : 0;
    // "swam in the lack", "the middle of a big lack".
    const place = PLACE_PREP.has(c.w(det - 1)) || (c.w(det - 1) === 'of' && WATER_PART.has(c.w(det - 2)));
    return c.pos() === 'NOUN' && det && place && !['of', 'thereof', 'in', 'for'].includes(c.w(1))
      ? 'lake'
      : null;
  },
  // "half a pound pleas.": the noun plural needs an owner or an adjective ("guilty pleas").
  pleas: (c) =>
    !isDet(c, -1) && !['ADJ', 'NUM', 'PRON'].includes(c.pos(-1)) && (c.edge(1) || quoteNext(c) || c.start())
      ? 'please'
      : null,
  mush: (c) =>
    DEGREE.has(c.w(-1)) || ['more', 'less', 'better', 'worse', 'than'].includes(c.w(1)) ? 'much' : null,
  // "Ow" is a cry of pain on its own ("Ow!"); run into a sentence it is "Oh".
  ow: (c) => (wordNext(c) && c.w(1) !== 'ow' ? 'oh' : null),
  // "has herd" is never the noun (that would be "has a herd").
  herd: (c) => {
    if (PERFECT.has(c.w(-1))) return 'heard';
    if (!(SUBJECT.has(c.w(-1)) || c.w(-1) === 'never') || !HEARD_NEXT.has(c.w(1))) return null;
    // "They herd the sheep into the pen", "we herd them back": the verb takes a flock or a way.
    return HERDED.has(c.w(2)) || HERDED.has(c.w(3)) || HERD_WAY.has(c.w(2)) ? null : 'heard';
  },
  // "came bake", "walked bake": a past form of a verb of return. "come bake with us" and "go bake
  // bread" are the verb bake after a bare verb, so the verb before must be inflected.
  bake: (c) =>
    RETURN_VERBS.has(c.lemma(-1)) &&
    c.pos(-1) === 'VERB' &&
    c.w(-1) !== c.lemma(-1) &&
    !isDet(c, 1) &&
    c.pos(1) !== 'NOUN'
      ? 'back'
      : null,
  // "fore" is a noun ("to the fore") or a prefix, never a preposition or a number.
  fore: (c) => {
    if (c.w(-1) === 'the' || c.w(-1) === 'to' || c.w(1) === 'and' || /^-/.test(c.t[c.i + 1]?.text ?? ''))
      return null;
    return c.pos(1) === 'NOUN' && c.w(1).endsWith('s') ? 'four' : 'for';
  },
  // "the for girls": a determiner cannot take a preposition.
  // "the for kids", not "both for tourists and ...".
  for: (c) =>
    isDet(c, -1) && c.pos(-1) !== 'PRON' && c.w(-1) !== 'both' && c.noun(1) && c.w(1).endsWith('s')
      ? 'four'
      : null,
  "won't": (c) => (c.w(1) === 'to' ? 'want' : null),
  hon: (c) => (isDet(c, 1) && !c.edge(-1) ? 'on' : null),
  // "I now I will": a subject, "now" and another subject is "know".
  now: (c) => {
    if (SUBJECT.has(c.w(-1)) && SUBJECT.has(c.w(1)) && c.w(1) !== 'it') return 'know';
    if (c.w(-1) === 'never' && ['about', 'what', 'how', 'that', 'where', 'who', 'why', 'if'].includes(c.w(1)))
      return 'knew';
    return null;
  },
  here: (c) => {
    // "you can here people": a modal or "to" wants a verb.
    if (
      (MODAL.has(c.w(-1)) || DO_NOT.has(c.w(-1))) &&
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
  // "make a nose", "as much nose as", "heard a loud nose" (not "his big nose").
  nose: (c) =>
    (c.lemma(-2) === 'make' && c.w(-1) === 'a') ||
    LOUD.has(c.w(-1)) ||
    (['a', 'the', 'that', 'this', 'loud', 'strange'].includes(c.w(-1)) && ['hear', 'heard'].includes(c.w(-2)))
      ? 'noise'
      : null,
  // "doesn't mater", "no mater what", "what is the mater".
  mater: (c) =>
    ['no', "n't", 'not', 'doesnt', 'dosent', 'donsent'].includes(c.w(-1)) ||
    (c.w(-1) === 'the' && ['is', "'s", 'was'].includes(c.w(-2)))
      ? 'matter'
      : null,
  // "fell too the ground": "too" never comes before a determiner.
  too: (c) => (['the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'your'].includes(c.w(1)) ? 'to' : null),
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
  hear: (c) => {
    // "come hear at once", "the spring is hear.": a place, not a sound.
    if (
      (c.lemma(-1) === 'come' || c.lemma(-1) === 'get') &&
      !isDet(c, 1) &&
      c.pos(1) !== 'PRON' &&
      c.pos(1) !== 'NOUN'
    )
      return 'here';
    if (HERE_BEFORE.has(c.w(-1)) && c.edge(1)) return 'here';
    if (c.start() && ['comes', 'come', 'goes'].includes(c.w(1))) return 'here';
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
  // "yow" is a cry; inside a sentence it is "you".
  yow: (c) => (!c.edge(-1) || !c.edge(1) ? 'you' : null),
  wot: (c) => (!c.edge(1) ? 'what' : null),
  // "I shod go", "shod I tell the police?": the modal. ("He shod the horse" has an object.)
  shod: (c) =>
    (SUBJECT.has(c.w(-1)) && (c.pos(1) === 'VERB' || c.pos(1) === 'AUX' || c.w(1) === 'not')) ||
    ((c.start() || c.w(-1) === 'or') && SUBJECT.has(c.w(1)) && c.pos(2) === 'VERB')
      ? 'should'
      : null,
  // "if I cod have", "said that I cod.": the fish cannot follow a subject pronoun.
  cod: (c) =>
    SUBJECT.has(c.w(-1)) &&
    c.w(-1) !== 'it' &&
    (c.pos(1) === 'VERB' || c.pos(1) === 'AUX' || c.w(1) === 'not' || c.edge(1))
      ? 'could'
      : null,
  // "a window sill" has a determiner; "I am sill here" does not.
  sill: (c) => (!isDet(c, -1) && c.pos(-1) !== 'ADJ' && c.pos(-1) !== 'NOUN' ? 'still' : null),
  wen: (c) => {
    if (SUBJECT.has(c.w(-1)) && DIRECTION.has(c.w(1))) return 'went';
    return SUBJECT.has(c.w(1)) || isDet(c, 1) ? 'when' : null;
  },
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
  // After an article these verbs can only be their sound-alike nouns ("the see", "a think").
  see: (c) => (['the', 'a'].includes(c.w(-1)) ? 'sea' : null),
  think: (c) => (['the', 'a', 'every', 'any', 'no'].includes(c.w(-1)) ? 'thing' : null),
  // "a women", "the women was upset": one person.
  women: (c) =>
    ['a', 'one', 'every', 'each'].includes(c.w(-1)) ||
    (c.w(-1) === 'the' && ['was', 'is', 'has'].includes(c.w(1)))
      ? 'woman'
      : null,
  // "was siting", "one siting on a chair" (not "the siting of the plant").
  siting: (c) =>
    ['is', 'was', 'am', 'are', 'were', "'m", "'s", "'re"].includes(c.w(-1)) ||
    (!isDet(c, -1) && SIT_NEXT.has(c.w(1)))
      ? 'sitting'
      : null,
  // "Ones upon a time".
  ones: (c) => (c.w(1) === 'upon' || (c.w(1) === 'a' && c.w(2) === 'upon') ? 'once' : null),
  // "yes Id love to" (not "the id and the ego").
  id: (c) =>
    c.t[c.i]!.text !== 'ID' && !isDet(c, -1) && c.pos(-1) !== 'ADJ' && ID_NEXT.has(c.w(1)) ? "I'd" : null,
  // "I arsed the council": asked (not "could not be arsed").
  arsed: (c) =>
    (SUBJECT.has(c.w(-1)) || c.w(-1) === 'and') && (isDet(c, 1) || c.pos(1) === 'PRON' || c.w(1) === 'if')
      ? 'asked'
      : null,
  // "and sum potatoes": a plural noun after it (not "the sum", "a lump sum payment").
  sum: (c) =>
    !isDet(c, -1) && !['NOUN', 'ADJ', 'NUM'].includes(c.pos(-1)) && c.noun(1) && c.w(1).endsWith('s')
      ? 'some'
      : null,
  // "told me to rite down": a verb after "to" or a modal (not "a rite of passage").
  rite: (c) =>
    ['to', "'ll", "n't", 'will', 'can', 'could', 'would', 'should', 'must'].includes(c.w(-1)) ||
    MODAL.has(c.w(-1))
      ? 'write'
      : null,
  // "they go him down a back alley": "go" takes no object pronoun.
  go: (c) => (['him', 'her', 'them', 'me', 'us'].includes(c.w(1)) && c.w(-1) !== 'let' ? 'got' : null),
  // "if you don want": the contraction without its "'t".
  don: (c) => (SUBJECT.has(c.w(-1)) && DONT_NEXT.has(c.w(1)) ? "don't" : null),
  // "down a dark ally": the lane (not "a strong ally", "an ally of").
  ally: (c) =>
    (['dark', 'back', 'narrow', 'blind', 'side'].includes(c.w(-1)) && isDet(c, -2)) ||
    (isDet(c, -1) && ['down', 'up', 'into', 'through', 'along'].includes(c.w(-2)))
      ? 'alley'
      : null,
  // "I won come home": a base verb after it needs "won't" (not "we won games").
  won: (c) =>
    SUBJECT.has(c.w(-1)) && c.pos(1) === 'VERB' && c.w(1) === c.lemma(1) && BASE_AFTER_WONT.has(c.w(1))
      ? "won't"
      : null,
  // "because sometime he gives me": a habit, so "sometimes" (not "sometime he will").
  sometime: (c) =>
    SUBJECT.has(c.w(1)) &&
    c.pos(2) === 'VERB' &&
    (c.w(2) === c.lemma(2) || (c.w(2).endsWith('s') && c.w(2) !== c.lemma(2)))
      ? 'sometimes'
      : null,
  // "Jame was come down the stairs": after "be" only "coming" fits.
  come: (c) =>
    ['am', "'m", 'is', 'are', 'was', 'were'].includes(c.w(-1)) &&
    ['down', 'up', 'back', 'home', 'in', 'out', 'over', 'to', 'round', 'here', 'along'].includes(c.w(1))
      ? 'coming'
      : null,
  // "the sun was shinning" (not "shinning up a tree").
  shinning: (c) => (BE_FORMS.has(c.w(-1)) && !['up', 'down'].includes(c.w(1)) ? 'shining' : null),
  // "thee house": an article (the old pronoun ends a clause or takes no noun).
  thee: (c) => (!c.edge(1) && (c.pos(1) === 'NOUN' || c.pos(1) === 'ADJ') && c.w(1) !== 'and' ? 'the' : null),
  // "as son as we got home".
  son: (c) => (c.w(-1) === 'as' && c.w(1) === 'as' ? 'soon' : null),
  // "I can't weight for the bus", "weight a minute".
  weight: (c) =>
    (WAIT_BEFORE.has(c.w(-1).replace('’', "'")) || c.start()) &&
    (['for', 'until', 'till'].includes(c.w(1)) ||
      (c.w(1) === 'a' && ['minute', 'moment', 'second', 'bit', 'while'].includes(c.w(2))))
      ? 'wait'
      : null,
  // "tern round", "tern left" (the bird takes an article or an adjective).
  tern: (c) => (!isDet(c, -1) && c.pos(-1) !== 'ADJ' && TURN_NEXT.has(c.w(1)) ? 'turn' : null),
  // "I wand to go".
  wand: (c) => (SUBJECT.has(c.w(-1)) && (c.w(1) === 'to' || isDet(c, 1)) ? 'want' : null),
  // "I wonted to go" (not "his wonted calm").
  wonted: (c) => (SUBJECT.has(c.w(-1)) ? 'wanted' : null),
  // "I though it was", "even thought I knew": the two are swapped.
  // ("escorts you though a spectrum": "you" after a verb is its object, and "through" was meant)
  though: (c) =>
    ['i', 'we', 'they', 'he', 'she', 'you'].includes(c.w(-1)) &&
    !c.edge(1) &&
    !(c.w(-1) === 'you' && ['VERB', 'AUX', 'ADP'].includes(c.pos(-2) ?? ''))
      ? 'thought'
      : null,
  thought: (c) =>
    c.w(-1) === 'even' && SUBJECT.has(c.w(1)) && !SUBJECT.has(c.w(-2)) && c.pos(-2) !== 'AUX'
      ? 'though'
      : null,
  // "to chose a college": the infinitive is "choose".
  chose: (c) => (c.w(-1) === 'to' || MODAL.has(c.w(-1)) || c.w(-1) === 'can' ? 'choose' : null),
  // "a knife witch he stole": a clause opens after it (not "the witch he saw").
  witch: (c) =>
    !isDet(c, -1) && c.pos(-1) !== 'ADJ' && SUBJECT.has(c.w(1)) && c.pos(2) === 'VERB' ? 'which' : null,
  shore: (c) =>
    ['make', 'made', 'am', "'m", 'not', 'so', 'pretty', 'for', 'quite'].includes(c.w(-1)) && !c.noun(1)
      ? 'sure'
      : null,
  // "went I got home": a clause opens after it, so it is "when".
  went: (c) => (['i', 'he', 'she', 'we', 'they'].includes(c.w(1)) && c.pos(2) === 'VERB' ? 'when' : null),
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
  i: (c) => (c.t[c.i]!.text === 'I' && ['is', 'has', 'does', 'seems'].includes(c.w(1)) ? 'It' : null),
};

/**
 * A name with a possessive "s" but no apostrophe ("peters mother", "Toms house"): the name also
 * stands alone in the essay, it is a name (the dictionary knows it only as one, or the writer
 * capitalises it mid-sentence), and a noun follows.
 */
export function missingApostrophes(tokens: Token[], isName: (lower: string) => boolean): RealWordHit[] {
  const seen = new Set(tokens.filter((t) => t.isWord).map((t) => t.lower));
  const { proper } = getLexicon();
  const out: RealWordHit[] = [];
  tokens.forEach((t, i) => {
    const base = t.lower.slice(0, -1);
    if (!t.isWord || !/^\p{L}{3,}s$/u.test(t.text) || !seen.has(base)) return;
    // A name the writer capitalises counts too ("Peter"), unless "Xs" is itself a common word
    // ("boats", "likes"): a name's plural is far rarer than the name.
    const rare = wordFrequency(t.lower) * 10 < wordFrequency(base) && t.pos !== 'VERB';
    if (!proper.has(base) && !(isName(base) && rare)) return;
    const next = tokens[i + 1];
    const noun = next?.pos === 'NOUN' || (next?.pos === 'ADJ' && tokens[i + 2]?.pos === 'NOUN');
    if (!noun || next!.sentence !== t.sentence || /^\p{Lu}+$/u.test(t.text)) return;
    const fix = `${t.text.slice(0, -1)}'s`;
    out.push({
      start: t.start,
      end: t.end,
      text: t.text,
      replacement: fix,
      reason: `"${t.text}" here reads as "${fix}"`,
    });
  });
  return out;
}
