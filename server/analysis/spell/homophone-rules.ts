// Real-word rules for function words that sound alike (where/were, there/their/they, here/hear,
// then/than, use/used, whose/who's; its/it's are in its-rules.ts): each names the context that
// makes the intended word near-certain. Part of realword.ts's rule table, kept here so neither file
// is a wall of rules.
import {
  set,
  SUBJ_PL,
  OBJ_AFTER,
  COMPARATIVE,
  WHERE_VERBS,
  HER_VERBS,
  REPORT_VERBS,
  PLACE_NOUN,
  AFTER_THERE_ADV,
  type RealWordRule,
} from './context';
import { BE_FORMS, SUBJECT_PRONOUNS } from '../lexicon/word-classes';
import { wordTable } from '../word-table';

// Words that may open the clause of "use to" ("and I use to", "when my mom use to").
const USE_OPENER = set('and but so when because then');
const OWNER_DET = set('my his her our their your the');
const EVERYONE = set('everyone everybody someone somebody nobody');
// What follows a story's "then" at the start of a sentence, written "than".
const THEN_NEXT = set('suddenly later after afterwards finally all next once when');
// Helpers that end a compared clause ("than I did", "than we were").
const HELPER_END = set('did do does was were is are am had has have could can would will');

// What follows "than" after a comparison: a determiner or an owner, "ever", "before", "usual".
const THAN_NEXT = set(
  'the a an my his her our their your ever before usual expected anyone anything anybody any most',
);

// Words that stand between an owner and the noun ("their first job", "their best friend").
const OWNERS_WORD = set('first last best favorite favourite whole entire next new only biggest greatest');
// Verbs of going and staying, after which "there" is the place ("went there first thing").
const PLACE_VERB = set('go get live stay arrive be sit stand come move work meet put leave');

// Nouns "who's" / "you're" may stand before as "who is" / "you are" ("who's captain", "you're family").
const WHOS_PREDICATE = set('captain president friends family home boss charge');
const YOURE_PREDICATE = set('family friends home welcome captain boss');

export const HOMOPHONE_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  // "we where happy", "they where going" ("where they live" has the pronoun after).
  where: (c) =>
    SUBJ_PL.has(c.w(-1)) && !c.edge(1) && (c.pos(1) !== 'VERB' || /ing$|ed$/.test(c.w(1))) ? 'were' : null,
  were: (c) => {
    if (['is', 'was', "'s", 'does', 'did'].includes(c.w(1))) return 'where';
    // "Robotics club was were I found my place": after "was", a place clause with its subject.
    if (
      ['is', 'was'].includes(c.w(-1)) &&
      SUBJECT_PRONOUNS.has(c.w(1)) &&
      c.w(1) !== 'it' &&
      c.pos(2) === 'VERB'
    )
      return 'where';
    // "were ever we go" is "wherever"; "that we were ever mad" has its subject before it.
    if (c.w(1) === 'ever' && !SUBJECT_PRONOUNS.has(c.w(-1)) && SUBJECT_PRONOUNS.has(c.w(2))) return 'where';
    // "Audrey were shall we sit": a question word, not a verb, before "shall we".
    if (
      ['shall', 'should', 'can', 'could', 'do', 'will'].includes(c.w(1)) &&
      SUBJECT_PRONOUNS.has(c.w(2)) &&
      !c.start()
    )
      return 'where';
    if (PLACE_NOUN.has(c.w(-1)) && SUBJECT_PRONOUNS.has(c.w(1)) && c.pos(2) === 'VERB') return 'where';
    if (WHERE_VERBS.has(c.lemma(-1)) && c.pos(-1) === 'VERB' && SUBJECT_PRONOUNS.has(c.w(1)) && !c.start())
      return 'where';
    // "the door were I entered": "were I" only opens a clause ("were I to go").
    if (c.w(1) === 'i' && c.pos(-1) === 'NOUN' && !c.start()) return 'where';
    return null;
  },
  there: (c) => {
    if (c.w(1) === 'own') return 'their';
    if (c.w(1) === 'going' && c.w(2) === 'to' && !BE_FORMS.has(c.w(-1))) return "they're";
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
    // "write there first articles", "did there best work": an owner's word, then the noun (not "got
    // there first thing", "stayed there last night": a place, then a time).
    if (c.pos(-1) === 'VERB' && OWNERS_WORD.has(c.w(1)) && c.noun(2) && !PLACE_VERB.has(c.lemma(-1)))
      return 'their';
    return null;
  },
  their: (c) => {
    if (
      ['is', 'are', 'was', 'were', "'s", 'will', 'must', 'seems', 'used'].includes(c.w(1)) &&
      c.pos(-1) !== 'ADP'
    )
      return 'there';
    // "their should not be any": "there" before a helper and "be".
    const helped = ['should', 'could', 'would', 'might', 'may', 'can', 'shall'].includes(c.w(1));
    const be = c.w(2) === 'not' || c.w(2) === "n't" ? c.w(3) : c.w(2);
    if (helped && be === 'be' && c.pos(-1) !== 'ADP') return 'there';
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
      !BE_FORMS.has(c.w(-1)) &&
      ['in', 'into', 'on', 'up', 'down', 'out', 'away', 'back', 'off', 'all'].includes(c.w(1)) &&
      c.pos(2) !== 'VERB'
    )
      return 'them';
    // "taught me more about hockey then my first years did": a comparison a few words back, and
    // what it is compared with after ("more fun then, when we were kids" has a comma).
    let compared = false;
    for (let k = 1; k <= 3 && !compared && !(k > 1 && c.edge(1 - k)); k++)
      compared = COMPARATIVE.has(c.w(-k)) && c.w(-k) !== 'other';
    // ("and then a", "more minutes then its turn": a sequence)
    const sequence = ['and', 'but', 'so', 'or'].includes(c.w(-1));
    if (compared && !sequence && (THAN_NEXT.has(c.w(1)) || c.pos(1) === 'NUM')) return 'than';
    // "more about him then I did", "longer then we were": a subject and its helper ending the
    // clause ("more, then I did my homework" has a comma; "then I did my homework" goes on).
    if (
      compared &&
      !sequence &&
      SUBJECT_PRONOUNS.has(c.w(1)) &&
      HELPER_END.has(c.w(2)) &&
      (c.edge(3) || c.pos(3) === 'ADP')
    )
      return 'than';
    // "I would rather stay home then go out": "rather" compares too, with a verb after "than".
    for (let k = 2; k <= 6 && !(k > 1 && c.edge(1 - k)); k++)
      if (c.w(-k) === 'rather' && ['would', "'d", '’d', 'had'].includes(c.w(-k - 1)) && !sequence)
        return 'than';
    return null;
  },
  than: (c) =>
    (['and', 'but'].includes(c.w(-1)) &&
      (c.pos(1) === 'PRON' || c.pos(1) === 'DET') &&
      !COMPARATIVE.has(c.w(-2))) ||
    // "First we ate, than we went home": a clause opens with it ("than I ever imagined" has no verb).
    (c.start() && SUBJECT_PRONOUNS.has(c.w(1)) && ['VERB', 'AUX'].includes(c.pos(2))) ||
    // "Than one day", "Than, suddenly": a story's next step ("Than ever before." compares).
    (c.start() && (c.edge(1) || THEN_NEXT.has(c.w(1)) || (c.w(1) === 'one' && c.w(2) === 'day')))
      ? 'then'
      : null,
  // "Who's book is this?", "the teacher who's class I took": an owner before a noun and its verb
  // ("who's president now" has no verb after the noun).
  "who's": (c) =>
    // (The tagger reads the noun as a verb after "'s": a bare base form cannot follow "who is".)
    (c.pos(1) === 'NOUN' || (c.pos(1) === 'VERB' && c.w(1) === c.lemma(1) && c.w(1) !== 'be')) &&
    // ("the person who's opinion matters": the tagger may call the noun's verb a plural noun.)
    (['AUX', 'VERB', 'PRON'].includes(c.pos(2)) ||
      (c.pos(1) === 'NOUN' &&
        c.pos(2) === 'NOUN' &&
        /s$/.test(c.w(2)) &&
        !/s$/.test(c.w(1)) &&
        !WHOS_PREDICATE.has(c.w(1)))) &&
    !/ing$|^(gonna|gotta|wanna)$/.test(c.w(1))
      ? 'whose'
      : null,
  // "respect for you're decision", "with you're family": after a preposition, before a noun it
  // owns ("for you're smart" and "like you're family" are "you are").
  // (The rule reads from the contraction's second half: the word before it is two back.)
  "you're": (c) =>
    c.pos(-2) === 'ADP' &&
    !['like', 'as', 'than', 'because', 'if', 'that'].includes(c.w(-2)) &&
    // (a noun the tagger reads as a verb ends the phrase: "thank you for you're help.")
    (c.pos(1) === 'NOUN' ||
      (c.pos(1) === 'VERB' && c.w(1) === c.lemma(1) && (c.edge(2) || c.pos(2) === 'ADP'))) &&
    !YOURE_PREDICATE.has(c.w(1)) &&
    !['ADJ', 'DET'].includes(c.pos(2))
      ? 'your'
      : null,
  // "They're house is on the corner": a noun, then its own finite verb ("They're friends." and
  // "they're going" are "they are"). The tagger may read the noun as a verb.
  "they're": (c) => {
    const noun =
      (c.pos(1) === 'NOUN' || c.pos(1) === 'VERB') && !/(?:ing|ed)$|^(?:gonna|gotta|wanna)$/.test(c.w(1));
    const finite =
      ['is', 'was', 'are', 'were', 'has', 'have', 'had'].includes(c.w(2)) ||
      (c.pos(2) === 'VERB' && c.w(2) !== c.lemma(2) && !/(?:ing|ed)$/.test(c.w(2)));
    return noun && finite ? 'their' : null;
  },
  // "I use to play", "My mom use to cook": the past habit "used to" (not "the words we use to
  // describe", where the subject ends a relative clause).
  use: (c) => {
    if (c.w(1) !== 'to' || !['VERB', 'AUX'].includes(c.pos(2)) || c.w(2) !== c.lemma(2)) return null;
    const clauseStart = (k: number) => c.edge(k) || c.i + k < 0 || USE_OPENER.has(c.w(k));
    const who = SUBJECT_PRONOUNS.has(c.w(-1)) || EVERYONE.has(c.w(-1)) || c.pos(-1) === 'PROPN';
    const pronoun = who && clauseStart(-2);
    const owned = c.pos(-1) === 'NOUN' && OWNER_DET.has(c.w(-2)) && clauseStart(-3);
    return pronoun || owned ? 'used' : null;
  },
  // "Whose going to the party?": "who is".
  whose: (c) => (['been', 'going', 'gonna', 'coming', 'there', 'not'].includes(c.w(1)) ? "who's" : null),
});
