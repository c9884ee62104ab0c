// Real-word confusions where the written word is a noun, verb, adjective or cry that cannot
// stand where it does: "we wet home", "very mush", "I gust want". Part of MORE_CONFUSIONS
// (confusions.ts).
import {
  BASE_AFTER_WONT,
  DEGREE,
  DIRECTION,
  DONT_NEXT,
  HEARD_NEXT,
  HERD_WAY,
  HERDED,
  HERE_BEFORE,
  ID_NEXT,
  isDet,
  LOUD,
  DETERMINER_OR_OWNER,
  PERFECT,
  PLACE_PREP,
  quoteNext,
  RETURN_VERBS,
  SIT_NEXT,
  TURN_NEXT,
  WAIT_BEFORE,
  WATER_PART,
  wordNext,
} from './confusion-cues';
import { BE_AUX, type RealWordRule } from './context';
import { PAST_MODALS_AND_MAY, SUBJECT_PRONOUNS } from '../lexicon/word-classes';
import { wordTable } from '../word-table';

// Verbs whose "to" starts an infinitive, so "to success" after them is the verb "succeed".
const SUCCEED_TO = new Set(
  'want wants wanted need needs needed try tries tried able going hope hopes hoped how chance help helps helped trying wanting'.split(
    ' ',
  ),
);

// Words that make a phrase with "some" after it.
const SOME_PHRASE = new Set(['sort', 'kind', 'type', 'one', 'times', 'time', 'day', 'people']);

export const CONTENT_WORD_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  // "we wet home", "I wet to the top": the past of go after a subject, before a direction.
  wet: (c) => ((SUBJECT_PRONOUNS.has(c.w(-1)) || c.w(-1) === 'and') && DIRECTION.has(c.w(1)) ? 'went' : null),
  // A gust is always a gust of something, with a determiner or an adjective before it.
  gust: (c) => {
    if (isDet(c, -1) || c.pos(-1) === 'ADJ' || c.w(1) === 'of' || c.edge(1)) return null;
    // After a subject or an auxiliary ("they gust left", "you can gust wash") no noun fits.
    const verbSlot = SUBJECT_PRONOUNS.has(c.w(-1)) || PAST_MODALS_AND_MAY.has(c.w(-1)) || c.pos(-1) === 'AUX';
    return verbSlot || c.pos(1) !== 'NOUN' ? 'just' : null;
  },
  // "swam in the lack": a place after a preposition of place. "I felt the lack" stays (a noun
  // that can stand alone), and "the lack of sleep" never reaches here.
  lack: (c) => {
    const det = DETERMINER_OR_OWNER.has(c.w(-1))
      ? -1
      : c.pos(-1) === 'ADJ' && DETERMINER_OR_OWNER.has(c.w(-2))
        ? -2
        : 0;
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
    if (!(SUBJECT_PRONOUNS.has(c.w(-1)) || c.w(-1) === 'never') || !HEARD_NEXT.has(c.w(1))) return null;
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
  hon: (c) => (isDet(c, 1) && !c.edge(-1) ? 'on' : null),
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
  // "yow" is a cry; inside a sentence it is "you".
  yow: (c) => (!c.edge(-1) || !c.edge(1) ? 'you' : null),
  wot: (c) => (!c.edge(1) ? 'what' : null),
  // "I shod go", "shod I tell the police?": the modal. ("He shod the horse" has an object.)
  shod: (c) =>
    (SUBJECT_PRONOUNS.has(c.w(-1)) && (c.pos(1) === 'VERB' || c.pos(1) === 'AUX' || c.w(1) === 'not')) ||
    ((c.start() || c.w(-1) === 'or') && SUBJECT_PRONOUNS.has(c.w(1)) && c.pos(2) === 'VERB')
      ? 'should'
      : null,
  // "if I cod have", "said that I cod.": the fish cannot follow a subject pronoun.
  cod: (c) =>
    SUBJECT_PRONOUNS.has(c.w(-1)) &&
    c.w(-1) !== 'it' &&
    (c.pos(1) === 'VERB' || c.pos(1) === 'AUX' || c.w(1) === 'not' || c.edge(1))
      ? 'could'
      : null,
  // "a window sill" has a determiner; "I am sill here" does not.
  sill: (c) => (!isDet(c, -1) && c.pos(-1) !== 'ADJ' && c.pos(-1) !== 'NOUN' ? 'still' : null),
  wen: (c) => {
    if (SUBJECT_PRONOUNS.has(c.w(-1)) && DIRECTION.has(c.w(1))) return 'went';
    return SUBJECT_PRONOUNS.has(c.w(1)) || isDet(c, 1) ? 'when' : null;
  },
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
  // "yes Id love to" (not "the id and the ego").
  id: (c) =>
    c.t[c.i]!.text !== 'ID' && !isDet(c, -1) && c.pos(-1) !== 'ADJ' && ID_NEXT.has(c.w(1)) ? "I'd" : null,
  // "I arsed the council": asked (not "could not be arsed").
  arsed: (c) =>
    (SUBJECT_PRONOUNS.has(c.w(-1)) || c.w(-1) === 'and') &&
    (isDet(c, 1) || c.pos(1) === 'PRON' || c.w(1) === 'if')
      ? 'asked'
      : null,
  // "and sum potatoes": a plural noun after it (not "the sum", "a lump sum payment"); "sum sort
  // of", "sum times": the words "some" makes a phrase with. ("sum how", "sum where" want the
  // closed compound, which one word's fix cannot give.)
  sum: (c) =>
    !isDet(c, -1) &&
    !['NOUN', 'ADJ', 'NUM'].includes(c.pos(-1)) &&
    ((c.noun(1) && c.w(1).endsWith('s')) || SOME_PHRASE.has(c.w(1)))
      ? 'some'
      : null,
  // "told me to rite down": a verb after "to" or a modal (not "a rite of passage").
  rite: (c) =>
    ['to', "'ll", "n't", 'will', 'can', 'could', 'would', 'should', 'must'].includes(c.w(-1)) ||
    PAST_MODALS_AND_MAY.has(c.w(-1))
      ? 'write'
      : null,
  // "they go him down a back alley": "go" takes no object pronoun.
  go: (c) => (['him', 'her', 'them', 'me', 'us'].includes(c.w(1)) && c.w(-1) !== 'let' ? 'got' : null),
  // "if you don want": the contraction without its "'t".
  don: (c) => (SUBJECT_PRONOUNS.has(c.w(-1)) && DONT_NEXT.has(c.w(1)) ? "don't" : null),
  // "down a dark ally": the lane (not "a strong ally", "an ally of").
  ally: (c) =>
    (['dark', 'back', 'narrow', 'blind', 'side'].includes(c.w(-1)) && isDet(c, -2)) ||
    (isDet(c, -1) && ['down', 'up', 'into', 'through', 'along'].includes(c.w(-2)))
      ? 'alley'
      : null,
  // "I won come home": a base verb after it needs "won't" (not "we won games").
  won: (c) =>
    SUBJECT_PRONOUNS.has(c.w(-1)) &&
    c.pos(1) === 'VERB' &&
    c.w(1) === c.lemma(1) &&
    BASE_AFTER_WONT.has(c.w(1))
      ? "won't"
      : null,
  // "Jame was come down the stairs": after "be" only "coming" fits.
  come: (c) =>
    ['am', "'m", 'is', 'are', 'was', 'were'].includes(c.w(-1)) &&
    ['down', 'up', 'back', 'home', 'in', 'out', 'over', 'to', 'round', 'here', 'along'].includes(c.w(1))
      ? 'coming'
      : null,
  // "the sun was shinning" (not "shinning up a tree").
  shinning: (c) => (BE_AUX.has(c.w(-1)) && !['up', 'down'].includes(c.w(1)) ? 'shining' : null),
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
  wand: (c) => (SUBJECT_PRONOUNS.has(c.w(-1)) && (c.w(1) === 'to' || isDet(c, 1)) ? 'want' : null),
  // "I wonted to go" (not "his wonted calm").
  wonted: (c) => (SUBJECT_PRONOUNS.has(c.w(-1)) ? 'wanted' : null),
  // "to chose a college": the infinitive is "choose".
  chose: (c) => (c.w(-1) === 'to' || PAST_MODALS_AND_MAY.has(c.w(-1)) || c.w(-1) === 'can' ? 'choose' : null),
  // "a knife witch he stole": a clause opens after it (not "the witch he saw").
  witch: (c) =>
    !isDet(c, -1) && c.pos(-1) !== 'ADJ' && SUBJECT_PRONOUNS.has(c.w(1)) && c.pos(2) === 'VERB'
      ? 'which'
      : null,
  shore: (c) =>
    ['make', 'made', 'am', "'m", 'not', 'so', 'pretty', 'for', 'quite'].includes(c.w(-1)) && !c.noun(1)
      ? 'sure'
      : null,
  // "went I got home": a clause opens after it, so it is "when".
  went: (c) => (['i', 'he', 'she', 'we', 'they'].includes(c.w(1)) && c.pos(2) === 'VERB' ? 'when' : null),
  // "I want to success in life", "you can success", "some people success in": the noun where the
  // verb "succeed" belongs ("the key to success", "a success" keep the noun).
  success: (c) => {
    const before = c.pos(-1) === 'ADV' && c.w(-1) !== 'to' ? c.w(-2) : c.w(-1);
    if (c.w(-1) === 'to') return SUCCEED_TO.has(c.w(-2)) && !c.noun(1) ? 'succeed' : null;
    if (PAST_MODALS_AND_MAY.has(before) || ['can', 'will', "n't", 'not', 'cannot'].includes(before))
      return !c.noun(1) ? 'succeed' : null;
    if (
      ['i', 'we', 'they', 'you', 'people'].includes(before) &&
      ['in', 'at', 'and', 'because', 'if', 'when'].includes(c.w(1))
    )
      return 'succeed';
    return null;
  },
  // "My counselor advice me to take calculus": the noun where the verb "advise" belongs, before
  // a person and "to" or "not". After I/we/they/you, "to" or a modal it is the base form;
  // after anyone else, in the stories essays tell, the past.
  advice: (c) => {
    if (!['me', 'him', 'her', 'us', 'them', 'you'].includes(c.w(1))) return null;
    // ("I need to advice him.", "can advice you": after "to" or a modal only the verb fits.)
    if (c.w(-1) === 'to' || PAST_MODALS_AND_MAY.has(c.w(-1)) || ['can', 'will'].includes(c.w(-1)))
      return 'advise';
    if (!['to', 'not'].includes(c.w(2))) return null;
    // ("I always advice them": an adverb stands between the subject and its verb.)
    const before = c.pos(-1) === 'ADV' ? c.w(-2) : c.w(-1);
    const base =
      ['i', 'we', 'they', 'you', 'to', 'can', 'will'].includes(before) || PAST_MODALS_AND_MAY.has(before);
    return base ? 'advise' : 'advised';
  },
});
