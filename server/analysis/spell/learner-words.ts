// Sound-alike slips of learners and young writers that a dictionary cannot see, each where the
// written word cannot stand: "the hole day" (whole), "we past the test" (passed), "she through
// the ball" (threw), "the team one the game" (won), "like to by a bike" (buy), "my live changed"
// (life), "a gift for my." (me), "I sad yes" (said), "a knew home" (new), "I payed" (paid), "need to
// breath" (breathe), "so quite" (quiet), "came lose" (loose), "past away" (passed), "complemented me
// on" (complimented), "a dear in the woods" (deer).
// General English usage, not learned from any test text.
import { POSSESSED_OR_ARTICLE, set, type RealWordRule } from './context';
import { SUBJECT_PRONOUNS } from '../lexicon/word-classes';
import { wordTable } from '../word-table';

// Nouns "whole" measures ("the whole day"); a hole is dug, not spent.
const WHOLE_OF = set(
  'day days night week weekend month year summer winter time life world family class school team trip game season thing story process semester house town country city',
);
// What one wins: "the team one the championship".
const CONTEST = set(
  'game games race match championship championships tournament title award prize medal trophy cup competition contest election lottery scholarship debate battle war gold',
);
// Verbs after which "to" is an infinitive ("like to by" is "like to buy"; "entitled to by law"
// is a preposition's "to").
const TAKES_INFINITIVE = set(
  'want wants wanted like likes liked love loved need needs needed going have has had able decided decide tried try afford plan planned hope hoped chose',
);
const PERSON_OWNER_NO_THEIR = set('my his her our your');
const SUBJECT_ONLY = set('i he she we they');
const KNEW_BEFORE = set('a the my his her our their your this every brand whole');
const SAID_NEXT = set('yes no that to hello hi goodbye bye okay ok sorry " “ :');
const OBJECT_AFTER = set('the a an my his her their our your this that these those some new them him it');

// Words a bare verb follows ("need to breath" is "breathe").
const VERB_SLOT = set("to can could will would should must cannot n't not couldn't can't won't");
// Verbs that make "loose" a state: "came loose", "break loose", "too loose".
const LOOSE_BEFORE = set('too so very came come comes coming break broke breaking cut set hang hanging');
// Verbs "quiet" follows as a state ("stay quiet", "the room went quiet").
const QUIET_STATE = set(
  'stay stayed stays keep kept remain remained became become went fell be was is were are',
);
// Words after which the state ends ("was quiet and", "stayed quiet during").
const QUIET_AFTER = set('and during when while until for so because as but or');
// What a deer does, or where it stands, right after "a deer".
const DEER_NEXT = set(
  'in on at near by from with and that ran jumped was crossed crossing standing eating grazing run jump came walked',
);

// Verbs of going, after which "passed" and "threw" are "past" and "through".
const MOVE_VERB = set('go run walk drive ride fly rush race speed zoom come get look stroll jog');
// What comes before the sweet course ("ate desert", "for desert", "some desert").
const DESSERT_BEFORE = set(
  'ate eat eating eats for some had have order ordered bake baked made make serve served',
);
// What a driver does to a brake ("slammed on the brakes", "hit the brake").
const BRAKE_VERB = set('slam hit press pump step tap apply stomp');

export const LEARNER_WORD_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  // "Irregardless" blends "irrespective" and "regardless": readers take it for a mistake.
  irregardless: () => 'regardless',
  // "Supposably" blends "supposedly" and "supposable".
  supposably: () => 'supposedly',
  // "we ate desert", "for desert we had pie": the sweet course ("the desert" is sand).
  desert: (c) => (DESSERT_BEFORE.has(c.w(-1)) ? 'dessert' : null),
  // "slammed on the break", "hit the breaks": a car's brake.
  break: (c) => (c.w(-1) === 'the' && BRAKE_VERB.has(c.lemma(c.w(-2) === 'on' ? -3 : -2)) ? 'brake' : null),
  breaks: (c) => (c.w(-1) === 'the' && BRAKE_VERB.has(c.lemma(c.w(-2) === 'on' ? -3 : -2)) ? 'brakes' : null),
  // "I couldn't bare to watch", "can't bare it": to endure is "bear".
  bare: (c) =>
    ["n't", 'not', 'to'].includes(c.w(-1)) && (c.w(1) === 'to' || c.w(1) === 'it') ? 'bear' : null,
  hole: (c) =>
    ['the', 'a', 'my', 'our', 'this', 'that'].includes(c.w(-1)) && WHOLE_OF.has(c.w(1)) ? 'whole' : null,
  // "In the passed, I rarely spoke": the time before now is "the past"; "I ran passed the finish
  // line": going by it is "past".
  passed: (c) =>
    (c.w(-1) === 'the' && c.w(-2) === 'in' && (c.edge(1) || ['few', 'i', 'we', 'they'].includes(c.w(1)))) ||
    (MOVE_VERB.has(c.lemma(-1)) && c.pos(-1) === 'VERB' && POSSESSED_OR_ARTICLE.has(c.w(1)))
      ? 'past'
      : null,
  // "The coach road the bus", "I road my bike": the past of "ride".
  road: (c) =>
    (SUBJECT_ONLY.has(c.w(-1)) || c.pos(-1) === 'NOUN' || c.pos(-1) === 'PROPN') &&
    ['the', 'a', 'my', 'his', 'her', 'our', 'their', 'in', 'on'].includes(c.w(1)) &&
    !['the', 'a', 'this', 'that', 'dirt', 'main', 'back', 'toll'].includes(c.w(-1))
      ? 'rode'
      : null,
  // "a difference in peoples lives": the people's, before what they have ("the peoples of the
  // world" are nations).
  peoples: (c) =>
    (c.pos(1) === 'NOUN' || c.w(1) === 'lives') && /s$/.test(c.w(1)) && c.w(1) !== 'is' ? "people's" : null,
  // "We went threw a lot": after going, "through".
  threw: (c) => (MOVE_VERB.has(c.lemma(-1)) && c.pos(-1) === 'VERB' ? 'through' : null),
  // "she through the ball": a subject pronoun, then an object ("went through the door" has a verb).
  // ("He through that person mattered" meant "thought": only an article or an owner here.)
  through: (c) => (SUBJECT_ONLY.has(c.w(-1)) && POSSESSED_OR_ARTICLE.has(c.w(1)) ? 'threw' : null),
  one: (c) =>
    (['NOUN', 'PROPN'].includes(c.pos(-1)) || SUBJECT_PRONOUNS.has(c.w(-1))) &&
    ['the', 'a', 'first', 'second', 'third', 'every', 'our', 'their', 'his', 'her', 'my'].includes(c.w(1)) &&
    (CONTEST.has(c.w(2)) || CONTEST.has(c.w(3)))
      ? 'won'
      : null,
  by: (c) => (c.w(-1) === 'to' && TAKES_INFINITIVE.has(c.w(-2)) && OBJECT_AFTER.has(c.w(1)) ? 'buy' : null),
  // "I sad yes", "she sad that": a subject, then what was said ("I was sad that" has its verb).
  sad: (c) => (SUBJECT_ONLY.has(c.w(-1)) && SAID_NEXT.has(c.w(1)) ? 'said' : null),
  // "to tech more", "gonna tech us": a bare verb's place, and "tech" is no verb.
  tech: (c) =>
    ['to', 'will', 'would', 'can', 'could', 'should', 'must', 'gonna', 'cannot'].includes(c.w(-1)) &&
    !['support', 'team', 'company', 'companies', 'industry', 'school', 'job', 'jobs'].includes(c.w(1))
      ? 'teach'
      : null,
  // "I need to breath", "I couldn't breath": the verb is "breathe" ("a breath of fresh air").
  breath: (c) => (VERB_SLOT.has(c.w(-1)) && c.w(1) !== 'of' ? 'breathe' : null),
  // "the library was so quite", "stay quite during the test": "quiet" ("quite good" is a degree).
  quite: (c) =>
    // ("So quite frankly, ...": a degree of the word after it.)
    (['so', 'very', 'too', 'extremely'].includes(c.w(-1)) && !['ADV', 'ADJ'].includes(c.pos(1))) ||
    (QUIET_STATE.has(c.w(-1)) && (c.edge(1) || QUIET_AFTER.has(c.w(1))))
      ? 'quiet'
      : null,
  // "my shoe came lose", "too lose": not tight is "loose".
  lose: (c) => (LOOSE_BEFORE.has(c.w(-1)) && !['to', 'the', 'a', 'my'].includes(c.w(1)) ? 'loose' : null),
  // "my grandmother past away": the verb is "passed".
  past: pastRule,
  // "my parents complemented me on my grades": praise is a compliment.
  complemented: (c) => (complimentFrame(c) ? 'complimented' : null),
  complement: (c) => (complimentFrame(c) ? 'compliment' : null),
  complements: (c) => (complimentFrame(c) ? 'compliments' : null),
  // "I saw a dear in the woods": the animal ("a dear friend", "she is a dear" stay).
  dear: (c) =>
    c.w(-1) === 'a' && !['is', 'was', 'such', 'be'].includes(c.w(-2)) && DEER_NEXT.has(c.w(1))
      ? 'deer'
      : null,
  // "stop bulling at school": bullying (to bull is rare outside markets and ships).
  bulling: (c) => (['market', 'stock', 'ship', 'way', 'through'].includes(c.w(1)) ? null : 'bullying'),
  // "I payed for it", "payed attention": "paid" ("payed out the rope" is the sailor's word).
  payed: (c) => (c.w(1) !== 'out' && c.w(1) !== 'away' ? 'paid' : null),
  // "a knew home", "our knew car": a determiner before it and a noun after it.
  knew: (c) => (KNEW_BEFORE.has(c.w(-1)) && (c.noun(1) || c.w(1) === 'one') ? 'new' : null),
  // "It was a gift for my.": after a preposition, at the end of its clause, the word is "me".
  my: (c) => (c.pos(-1) === 'ADP' && c.edge(1) ? 'me' : null),
  // "my live changed", "in his live.": an owner before "live" with no noun after it ("my live
  // performance" has one).
  live: (c) =>
    PERSON_OWNER_NO_THEIR.has(c.w(-1)) && (c.edge(1) || ['VERB', 'AUX', 'ADP', 'CCONJ'].includes(c.pos(1)))
      ? 'life'
      : null,
});

/**
 * "we past the test": a subject pronoun, then "past" with an object ("the week past" has none;
 * "I finally past the test": an adverb may stand between). "my grandmother past away": died.
 */
function pastRule(c: Parameters<RealWordRule>[0]): string | null {
  if (c.w(1) === 'away' && (c.pos(-1) === 'NOUN' || c.pos(-1) === 'PROPN' || SUBJECT_ONLY.has(c.w(-1))))
    return 'passed';
  return (SUBJECT_ONLY.has(c.w(-1)) || (c.pos(-1) === 'ADV' && SUBJECT_ONLY.has(c.w(-2)))) &&
    OBJECT_AFTER.has(c.w(1))
    ? 'passed'
    : null;
}

/** "complemented me on", "a complement on my dress": praise, not what completes a thing. */
function complimentFrame(c: Parameters<RealWordRule>[0]): boolean {
  return c.w(1) === 'on' || (['me', 'him', 'her', 'us', 'them', 'you'].includes(c.w(1)) && c.w(2) === 'on');
}
