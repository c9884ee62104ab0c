// Real-word errors: correctly spelled words used in place of another (no -> know, of -> off,
// there -> their). Dictionary checkers miss these entirely. Each rule names a confusion that is
// common in English and a context that makes the intended word near-certain (wink's POS tags
// and lemmas plus neighbouring words), because a false alarm on a correct word costs more trust
// than a miss. The rules are general grammar knowledge, not learned from any test text.
import type { Token } from '../nlp/parse';
import {
  set,
  SUBJECT,
  SUBJ_PL,
  MODAL,
  BE,
  DO_NOT,
  WH_NEXT,
  OBJ_AFTER,
  POSSESSED_OR_ARTICLE,
  OFF_VERBS,
  OF_HEADS,
  COMPARATIVE,
  DEGREE_ADJ,
  WHERE_VERBS,
  HER_VERBS,
  REPORT_VERBS,
  PLACE_NOUN,
  AFTER_THERE_ADV,
  ELLIPSIS_VERBS,
  Ctx,
  type Rule,
} from './context';
import { MORE_RULES } from './confusions';
import { SLIP_RULES } from './slips';

export interface RealWordHit {
  start: number;
  end: number;
  text: string;
  replacement: string;
  reason: string;
}

// Words that take "of" and can end a clause without its object ("taken advantage of", "get rid of").
/** Degree words that are also verbs ("to close", "to slow down", "to long for"). */
const VERB_LIKE_DEGREE = new Set(['close', 'slow', 'fast', 'long', 'quiet']);
/** Words an infinitive follows ("going to close", "had to slow down"). */
const INFINITIVE_TAKERS = new Set(
  'going want wants wanted need needs needed have has had decided decide tried try trying began begin started start used able ready planned plan hoped hope chose refused agreed learned managed supposed order how'.split(
    ' ',
  ),
);

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
// Adjectives "it's" takes that can also stand before a noun ("its important role").
const ITS_ADJ = set('hard okay ok fine true important easy funny nice');

const RULES: Record<string, Rule> = {
  no: (c) => {
    if ((SUBJECT.has(c.w(-1)) || DO_NOT.has(c.w(-1))) && WH_NEXT.has(c.w(1))) return 'know';
    if (c.w(-1) === "n't" || c.w(-1) === 'not') return 'know';
    // "I no two of them": a subject right before "no" needs a verb ("we no longer" is fine).
    if (
      ['i', 'you', 'we', 'they'].includes(c.w(-1)) &&
      !['longer', 'more', 'sooner', 'doubt'].includes(c.w(1))
    )
      return c.start() || c.pos(-2) !== 'VERB' ? 'know' : null;
    return null;
  },
  now: (c) => {
    const neg = c.w(-1) === "n't" || c.w(-1) === 'not' || c.w(-1) === 'to';
    if (neg && (WH_NEXT.has(c.w(1)) || c.pos(1) === 'DET' || c.pos(1) === 'PRON') && c.w(1) !== 'that')
      return 'know';
    if (SUBJECT.has(c.w(-1)) && ['how', 'what', 'where', 'who', 'why', 'about'].includes(c.w(1)))
      return 'know';
    return null;
  },
  know: (c) =>
    ['one', 'way', 'idea', 'longer', 'matter', 'use', 'sign'].includes(c.w(1)) &&
    !SUBJECT.has(c.w(-1)) &&
    !DO_NOT.has(c.w(-1)) &&
    !MODAL.has(c.w(-1)) &&
    // "how to really know use it": an adverb before it keeps the verb.
    c.pos(-1) !== 'ADV' &&
    (c.pos(-1) !== 'AUX' || BE.has(c.w(-1)))
      ? 'no'
      : null,
  new: (c) =>
    SUBJECT.has(c.w(-1)) &&
    ['that', 'it', 'what', 'how', 'he', 'she', 'i', 'the', 'about', 'where', 'who'].includes(c.w(1))
      ? 'knew'
      : null,
  of: (c) => {
    if (MODAL.has(c.w(-1)) || (c.w(-1) === "n't" && MODAL.has(c.w(-2)))) return 'have';
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
      !infinitive
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
      ((BE.has(c.w(-1)) && c.w(-1) !== 'been') || (c.pos(-1) === 'VERB' && NO_TO_VERBS.has(c.lemma(-1))))
    )
      return 'too';
    // "for to years": a preposition cannot take "to" and a noun.
    if (
      ['for', 'with', 'about', 'after', 'of', 'by'].includes(c.w(-1)) &&
      (c.pos(1) === 'NOUN' || c.pos(1) === 'ADJ')
    )
      return 'two';
    if (
      (BE.has(c.w(-1)) ||
        c.w(-1) === 'way' ||
        c.w(-1) === 'far' ||
        (c.w(-1) === 'not' && c.w(-2) === 'and')) &&
      (c.pos(1) === 'ADJ' || DEGREE_ADJ.has(next)) &&
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
      c.w(-2) !== 'to'
    )
      return c.pos(-2) === 'VERB' || c.pos(-2) === 'AUX' ? 'too' : null;
    return null;
  },
  two: (c) =>
    (c.pos(1) === 'DET' && POSSESSED_OR_ARTICLE.has(c.w(1))) ||
    (c.pos(1) === 'VERB' && c.w(1) === c.lemma(1) && !c.w(1).endsWith('s'))
      ? 'to'
      : null,
  // "we where happy", "they where going" ("where they live" has the pronoun after).
  where: (c) =>
    SUBJ_PL.has(c.w(-1)) && !c.edge(1) && (c.pos(1) !== 'VERB' || /ing$|ed$/.test(c.w(1))) ? 'were' : null,
  were: (c) => {
    if (['is', 'was', "'s", 'does', 'did', 'ever'].includes(c.w(1))) return 'where';
    // "Audrey were shall we sit": a question word, not a verb, before "shall we".
    if (
      ['shall', 'should', 'can', 'could', 'do', 'will'].includes(c.w(1)) &&
      SUBJECT.has(c.w(2)) &&
      !c.start()
    )
      return 'where';
    if (PLACE_NOUN.has(c.w(-1)) && SUBJECT.has(c.w(1)) && c.pos(2) === 'VERB') return 'where';
    if (WHERE_VERBS.has(c.lemma(-1)) && c.pos(-1) === 'VERB' && SUBJECT.has(c.w(1)) && !c.start())
      return 'where';
    // "the door were I entered": "were I" only opens a clause ("were I to go").
    if (c.w(1) === 'i' && c.pos(-1) === 'NOUN' && !c.start()) return 'where';
    return null;
  },
  there: (c) => {
    if (c.w(1) === 'own') return 'their';
    if (c.w(1) === 'going' && c.w(2) === 'to' && !BE.has(c.w(-1))) return "they're";
    // "took there car": a noun right after, where "there" cannot be the adverb or the subject.
    if (c.noun(1) && c.pos(1) === 'NOUN' && (c.pos(-1) === 'VERB' || c.pos(-1) === 'ADP') && !c.edge(2)) {
      if (
        ['went', 'go', 'goes', 'going', 'gone', 'get', 'got', 'live', 'lived', 'from', 'in', 'out'].includes(
          c.w(-1),
        )
      )
        return null;
      return c.pos(2) === 'NOUN' || c.pos(2) === 'ADP' || c.pos(2) === 'VERB' || c.pos(2) === 'AUX'
        ? 'their'
        : null;
    }
    return null;
  },
  their: (c) => {
    if (
      ['is', 'are', 'was', 'were', "'s", 'will', 'must', 'seems', 'used'].includes(c.w(1)) &&
      c.pos(-1) !== 'ADP'
    )
      return 'there';
    if (c.edge(1) && AFTER_THERE_ADV.has(c.w(-1))) return 'there';
    // "stood their looking", "stay up their very long": no noun can follow.
    const hyphen = /^-/.test(c.t[c.i + 2]?.text ?? '');
    if (
      ['so', 'now', 'then', 'again', 'alone', 'once', 'before', 'yet', 'for', 'at', 'in', 'with'].includes(
        c.w(1),
      ) &&
      !hyphen
    )
      return 'there';
    if (
      c.w(1).endsWith('ing') &&
      c.pos(1) === 'VERB' &&
      // "in their studying": after a preposition the -ing word is their gerund.
      c.pos(-1) !== 'ADP' &&
      !c.w(-1).endsWith('ing') &&
      (c.edge(2) || ['ADP', 'DET', 'PRON', 'ADV'].includes(c.pos(2)))
    )
      return 'there';
    return null;
  },
  they: (c) => {
    if (c.w(1) === 'own') return 'their';
    // "and they engagement is": a word that can only be a noun.
    if (
      /(ment|ness|tion|sion|ity|ship|hood)s?$/.test(c.w(1)) &&
      c.w(1).length > 6 &&
      c.pos(1) === 'NOUN' &&
      !/^(function|question|mention|position|station|caution|sanction|auction|audition)/.test(c.w(1))
    )
      return 'their';
    // "they was a film on": the existential is "there".
    if (['was', 'is'].includes(c.w(1)) && (c.pos(2) === 'DET' || c.pos(2) === 'NUM') && !c.start() === false)
      return 'there';
    // "had they tea", "top of they legs": a noun right after, and no verb for "they" to be the subject of.
    if (c.pos(1) !== 'NOUN' || ['when', 'if', 'because', 'that'].includes(c.w(-1))) return null;
    if (['of', 'to', 'with', 'for', 'from', 'at', 'on'].includes(c.w(-1))) return 'their';
    const verbAfter = ['VERB', 'AUX', 'PART'].includes(c.pos(2));
    if (c.pos(-1) === 'VERB' && !REPORT_VERBS.has(c.lemma(-1)) && !verbAfter) return 'their';
    // "we had they tea": "had" inside a clause (not the inversion "Had they ...?").
    const inside = c.t[c.i - 2]?.isWord === true && !c.edge(-2) && c.pos(-2) !== 'ADV';
    if (['had', 'has', 'have'].includes(c.w(-1)) && inside && !verbAfter && !c.edge(2)) return 'their';
    return null;
  },
  here: (c) => {
    if (['to', 'could', 'can', 'cannot', "n't", 'will', 'did'].includes(c.w(-1)) && OBJ_AFTER.has(c.w(1)))
      return 'hear';
    if (c.w(-1) === 'at' || (HER_VERBS.has(c.lemma(-1)) && c.pos(-1) === 'VERB')) return 'her';
    if (
      c.noun(1) &&
      c.pos(-1) === 'ADP' &&
      !['from', 'in', 'out', 'over', 'up', 'down', 'near', 'around'].includes(c.w(-1))
    )
      return 'her';
    return null;
  },
  hear: (c) => {
    if (['is', 'are', "'s"].includes(c.w(1)) && c.start()) return 'here';
    // "the spring is hear", "I am hear": after "be" only the place fits ("all I did was hear" aside).
    if (
      ['is', 'are', 'am', "'m", "'re", 'was', 'were'].includes(c.w(-1)) &&
      !c.before(4, set('all what do did can could only')) &&
      !OBJ_AFTER.has(c.w(1))
    )
      return 'here';
    if (['over', 'from', 'come', 'came', 'stay', 'here', 'out', 'in'].includes(c.w(-1)) && c.edge(1))
      return 'here';
    return null;
  },
  // "better then" -> than is the grammar section's rule (lint/rules/words.ts).
  then: (c) => {
    if (
      c.pos(-1) === 'VERB' &&
      !BE.has(c.w(-1)) &&
      ['in', 'into', 'on', 'up', 'down', 'out', 'away', 'back', 'off', 'all'].includes(c.w(1)) &&
      c.pos(2) !== 'VERB'
    )
      return 'them';
    return null;
  },
  than: (c) =>
    c.w(-1) === 'and' && (c.pos(1) === 'PRON' || c.pos(1) === 'DET') && !COMPARATIVE.has(c.w(-2))
      ? 'then'
      : null,
  its: (c) => {
    const n = c.w(1);
    // "its been / its not" are the grammar section's (lint/rules/words.ts).
    if (
      [
        'a',
        'an',
        'the',
        'so',
        'very',
        'too',
        'just',
        'really',
        'time',
        'my',
        'all',
        'about',
        'because',
        'like',
        'getting',
        'going',
        'got',
        'always',
        'never',
      ].includes(n) &&
      // "biding its time" is the idiom.
      !(n === 'time' && c.w(-1).startsWith('bid'))
    )
      return "it's";
    // "its important" but not "its important role".
    if (ITS_ADJ.has(n) && !c.noun(2) && c.pos(2) !== 'ADJ') return "it's";
    return null;
  },
  "it's": (c) => (['own', 'tail', 'purpose'].includes(c.w(1)) ? 'its' : null),
  // "Who's book is this?", "the teacher who's class I took": an owner before a noun and its verb
  // ("who's president now" has no verb after the noun).
  "who's": (c) =>
    // (The tagger reads the noun as a verb after "'s": a bare base form cannot follow "who is".)
    (c.pos(1) === 'NOUN' || (c.pos(1) === 'VERB' && c.w(1) === c.lemma(1) && c.w(1) !== 'be')) &&
    ['AUX', 'VERB', 'PRON'].includes(c.pos(2)) &&
    !/ing$|^(gonna|gotta|wanna)$/.test(c.w(1))
      ? 'whose'
      : null,
  // "I use to play": the past habit "used to" (not "the words we use to describe").
  use: (c) =>
    c.w(1) === 'to' &&
    c.pos(2) === 'VERB' &&
    c.w(2) === c.lemma(2) &&
    SUBJECT.has(c.w(-1)) &&
    (c.edge(-2) || c.i < 2 || ['and', 'but', 'so', 'when', 'because', 'then'].includes(c.w(-2)))
      ? 'used'
      : null,
  // "Whose going to the party?": "who is".
  whose: (c) => (['been', 'going', 'gonna', 'coming', 'there', 'not'].includes(c.w(1)) ? "who's" : null),
};

// wink splits "wont" into "wo" + "nt" and "it's" into "it" + "'s": such pairs are read as one word.
const JOINED: Record<string, string> = {
  'wo nt': 'wont',
  'ca nt': 'cant',
  "it 's": "it's",
  'it ’s': "it's",
  "who 's": "who's",
  'who ’s': "who's",
  "wo n't": "won't",
  'wo n’t': "won't",
};

export function findRealWordErrors(tokens: Token[]): RealWordHit[] {
  const hits: RealWordHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    const next = tokens[i + 1];
    const joined = next && next.start === tok.end ? JOINED[`${tok.lower} ${next.lower}`] : undefined;
    const word = joined ?? tok.lower.replace('’', "'");
    const rule = RULES[word] ?? SLIP_RULES[word];
    const more = MORE_RULES[word];
    if (!rule && !more) continue;
    const at = joined ? i + 1 : i;
    const ctx = new Ctx(tokens, at);
    const fix = rule?.(ctx) ?? more?.(ctx);
    if (!fix) continue;
    const end = tokens[at]!.end;
    const text = joined ? `${tok.text}${next!.text}` : tok.text;
    hits.push({
      start: tok.start,
      end,
      text,
      replacement: matchCase(text, fix),
      reason: `"${text}" here reads as "${fix}"`,
    });
    i = at;
  }
  return hits;
}

function matchCase(orig: string, fix: string): string {
  if (fix === "I'll") return fix;
  return /^\p{Lu}/u.test(orig) ? fix[0]!.toUpperCase() + fix.slice(1) : fix;
}
