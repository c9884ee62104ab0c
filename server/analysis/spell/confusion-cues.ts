// The cues the real-word confusion rules (confusions-*.ts) read around a word: lists of the
// words that may stand next to it, and small tests of its neighbours.
import { set, type Ctx } from './context';

// Words that follow a verb of motion ("went home", "came back").
export const DIRECTION = set(
  'to down home up out in into back on off over round around across away inside outside',
);
// Verbs of motion and return, by lemma ("came bake" -> "came back").
export const RETURN_VERBS = set(
  'come go get walk run turn look bring give send step drive ride fly hurry head',
);
// Prepositions of place, after which "the lack" is the water ("swam in the lack").
export const PLACE_PREP = set('in into to at by near across around on from over');
const DETERMINER_BUT_EVERY = set('a an the this that these those my his her their our your its');
// Prepositions a clause can end on ("the people to go to is family").
export const STRANDED = set('to for about with of after');
// Nouns that are nearly always owned ("his father", "his head"), never a verb after "he".
export const OWNED = set(
  'father mother dad mum mom brother sister wife son daughter name car dog friend friends',
);
export const DETERMINER_OR_OWNER = set('a an the my his her their our your its');
export const DEGREE = set('very so too how as thank thanks not');
export const PERFECT = set("has have had 've 's 'd");
export const HERDED = set(
  'sheep cattle cows goats kids children students cats horses animals ducks geese pigs chickens',
);
export const HERD_WAY = set('into toward towards out back through along up down across inside');
export const HEARD_NEXT = set(
  'a an the that what it them him her us me you something someone somebody nothing about of from voices footsteps noises',
);

// Prepositions after which "then" is the time adverb ("since then", "by then").
export const THEN_AFTER = set('since by until till before after from');
// Verbs that take a person and a thing ("told then the story" -> them).
export const GIVE_VERBS = set('tell give show ask send bring teach offer buy hand pay lend');
// Verbs the tagger often reads as nouns after a number ("two see").
export const BASE_VERB = set('see get buy play visit meet find look watch have eat fetch help');
// Nouns nearly always owned ("tell is wife", "is hair is black"): after "is" they mean "his".
export const OWNED_NOUN = set(
  'wife husband father mother dad mum mom brother sister son daughter name hair eyes eye head face hand hands arm arms leg legs feet nose mouth teeth girlfriend boyfriend kids children uncle aunt auntie grandad grandma nan',
);
// Where a person sits ("siting on a chair").
export const SIT_NEXT = set(
  'on in there down around about by at beside next alone quietly still here upon under',
);
export const PARTICLE = set('up out down off away back over');
export const BASE_AFTER_WONT = set(
  'come go be do let have get tell say give see help stop leave make take eat play',
);
// Prepositions that go with the adverb "here" ("from here", "in here", "over here").
export const HERE_PLACE = set('from in out over up down around near round along');
export const WATER_PART = set('middle edge bottom side bank shore centre center end surface');
export const LOUD = set('much loud terrible awful horrible deafening scary creepy');
export const WAIT_BEFORE = set("n't not cannot 'll will i we you they to just please can could");
export const TURN_NEXT = set('round around left right off on back over into out up down');
export const ID_NEXT = set('love like rather better have be go never say think want hate prefer');
export const DONT_NEXT = set('know want like care have think need mind understand believe');
export const HERE_BEFORE = set('over from in out up down live stay sit stand is are was were am be doing');

/** A quotation mark follows: in dialogue it closes the clause. */
export const quoteNext = (c: Ctx) => /^["“”'‘’`]/.test(c.t[c.i + 1]?.text ?? '');
export const isDet = (c: Ctx, k: number) => DETERMINER_BUT_EVERY.has(c.w(k)) || c.pos(k) === 'DET';
const BE_OR_DO = set("is was are were am be 's do does did what that this which");
/**
 * "is" before an owned noun that a verb follows ("is hair is black") or after a verb that takes
 * a person ("tell is wife") or a preposition ("with is Mother"): the owner "his".
 */
export const ownedAfterIs = (c: Ctx) =>
  OWNED_NOUN.has(c.w(1)) &&
  c.i > 0 &&
  !BE_OR_DO.has(c.w(-1)) &&
  (['is', 'was', 'are', 'were'].includes(c.w(2)) ||
    c.pos(-1) === 'ADP' ||
    (GIVE_VERBS.has(c.lemma(-1)) && c.pos(-1) === 'VERB'));
/** A word follows with no punctuation between (so "Ow!" and "Ow, that hurt" are left alone). */
export const wordNext = (c: Ctx) => !c.edge(1) && c.t[c.i + 1]?.isWord === true;
