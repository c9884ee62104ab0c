// Real-word slips beyond the sound-alike pronouns and particles of realword.ts: contractions
// written without the apostrophe ("whats", "wont"), verb/noun look-alikes ("loose", "weather",
// "except") and small-word swaps ("is" for "his", "and" for "an"). Same contract as realword.ts:
// each rule fires only where the written word cannot stand.
import { set, SUBJ_PL, BE_AUX, DO_NOT, OBJ_AFTER, THEY_VERBS, type Ctx, type RealWordRule } from './context';
import { BE_FORMS, PAST_MODALS_AND_MAY, SUBJECT_PRONOUNS } from '../lexicon/word-classes';
import { wordTable } from '../word-table';

// What one accepts besides a pronoun or a determined noun ("taught to except everyone").
const ACCEPTED = set(
  'everyone everybody others people myself yourself himself herself themselves ourselves change failure help criticism responsibility reality defeat',
);
// "All you need is faith", "what they decide is right": a clause before "is" is its subject.
const CLAUSE_HEAD = set('all what whatever that which how why where when thing something everything');
/** "the people to go to is family": a preposition left at the end of a clause before "is". */
const strandedBefore = (c: Ctx) =>
  ['to', 'for', 'about', 'with', 'of', 'after'].includes(c.w(-1)) && c.pos(-2) === 'VERB';

/** Words before "may" that make it "my" or the month, and words after it that make it the month. */
export const MY_AFTER = set('in on at for with to from of about');
export const MONTH_NEXT = set('last next this that every each of break vacation holidays');
/** Words after "must of" that make it "most of" ("must of the", "must of them"), not "must have". */
export const MOST_OF_NEXT = set('the them us my his her our their your these those all');
/** Words that end a phrase, so an "an" after them joins a new one: "the park an the kids" (and). */
const PHRASE_END = new Set(['NOUN', 'PROPN', 'PRON', 'NUM', 'ADV', 'ADJ']);
export const DETERMINER_NEXT = set('the my his her our their your this these those some many');

/**
 * "I wont do it", "we cant be late": a helper's negative after its subject or before a verb. wink
 * splits the word ("wo" + "nt"), so the rule sits on "nt" and the subject is two words back.
 */
function helperNegation(c: Ctx): boolean {
  const subject = /^(?:wo|ca)$/.test(c.w(-1)) ? c.w(-2) : c.w(-1);
  return (
    SUBJECT_PRONOUNS.has(subject) || c.pos(1) === 'VERB' || c.w(1) === 'be' || ['do', 'have'].includes(c.w(1))
  );
}

const OWNER_OR_THE = set('the our my his her their your this');
// What a school principal does and a principle cannot.
const PERSON_VERB = set(
  'said told gave called announced asked walked came yelled smiled suspended expelled emailed shook greeted',
);

export const SLIP_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  // "Lets go", "OK lets go" (not "she lets us go").
  lets: (c) =>
    (c.start() ||
      ['ok', 'okay', 'so', 'now', 'come', 'well', 'oh', 'yes', 'right', 'then'].includes(c.w(-1))) &&
    c.pos(1) === 'VERB' &&
    c.w(1) === c.lemma(1)
      ? "let's"
      : null,
  ill: (c) =>
    (c.t[c.i]!.text === 'Ill' || c.start()) &&
    [
      'be',
      'go',
      'have',
      'get',
      'do',
      'see',
      'tell',
      'come',
      'make',
      'take',
      'never',
      'just',
      'try',
      'give',
      'call',
      'show',
      'let',
    ].includes(c.w(1))
      ? "I'll"
      : null,
  wont: (c) => (helperNegation(c) ? "won't" : null),
  cant: (c) => (helperNegation(c) ? "can't" : null),
  whats: () => "what's",
  thats: () => "that's",
  theres: () => "there's",
  wheres: () => "where's",
  loose: (c) =>
    DO_NOT.has(c.w(-1)) || PAST_MODALS_AND_MAY.has(c.w(-1)) || ['to', "'ll", 'will'].includes(c.w(-1))
      ? OBJ_AFTER.has(c.w(1)) ||
        ['weight', 'track', 'sight', 'interest', 'control', 'hope', 'faith'].includes(c.w(1))
        ? 'lose'
        : null
      : null,
  // "you don't need to loss the enthusiasm", "I will loss my job": the verb is "lose".
  loss: (c) =>
    (DO_NOT.has(c.w(-1)) || PAST_MODALS_AND_MAY.has(c.w(-1))) && OBJ_AFTER.has(c.w(1)) ? 'lose' : null,
  quit: (c) =>
    BE_FORMS.has(c.w(-1)) && (c.pos(1) === 'ADJ' || c.pos(1) === 'ADV' || c.w(1) === 'a') ? 'quite' : null,
  weather: (c) =>
    (c.w(1) === 'or' && c.w(2) === 'not') ||
    ['know', 'wonder', 'decide', 'see', 'ask', 'matter', 'sure', 'unsure'].includes(c.lemma(-1)) ||
    // "I never new weather": "knew" misspelled too, after its subject.
    (c.w(-1) === 'new' &&
      (SUBJECT_PRONOUNS.has(c.w(-2)) || (c.pos(-2) === 'ADV' && SUBJECT_PRONOUNS.has(c.w(-3)))))
      ? 'whether'
      : null,
  // "Patients is a virtue": a plural cannot take "is", and the sound-alike mass noun can.
  patients: (c) => (['is', 'was', 'has'].includes(c.w(1)) ? 'patience' : null),
  except: (c) =>
    (c.w(-1) === 'to' || DO_NOT.has(c.w(-1)) || SUBJECT_PRONOUNS.has(c.w(-1))) &&
    (OBJ_AFTER.has(c.w(1)) || ACCEPTED.has(c.w(1)))
      ? 'accept'
      : null,
  // "my brother excepted the invitation" ("were excepted from the rule" is the other verb).
  excepted: (c) =>
    OBJ_AFTER.has(c.w(1)) && c.pos(-1) !== 'DET' && !BE_FORMS.has(c.w(-1)) ? 'accepted' : null,
  // "the principle of our school", "our vice principle", "the principle called my parents": a person.
  principle: (c) =>
    ['vice', 'school', 'assistant'].includes(c.w(-1)) ||
    (c.w(1) === 'of' && OWNER_OR_THE.has(c.w(2)) && ['school', 'academy'].includes(c.w(3))) ||
    (OWNER_OR_THE.has(c.w(-1)) && PERSON_VERB.has(c.w(1)))
      ? 'principal'
      : null,
  peace: (c) => (c.w(-1) === 'a' && c.w(1) === 'of' ? 'piece' : null),
  sow: (c) => (SUBJECT_PRONOUNS.has(c.w(-1)) && OBJ_AFTER.has(c.w(1)) ? 'saw' : null),
  our: (c) => (SUBJ_PL.has(c.w(-1)) ? 'are' : null),
  as: (c) =>
    ['he', 'she', 'it'].includes(c.w(-1)) &&
    ['been', 'got', 'gone', 'had', 'to', 'done', 'seen', 'never'].includes(c.w(1))
      ? 'has'
      : null,
  is: (c) =>
    c.i > 0 &&
    c.noun(1) &&
    !strandedBefore(c) &&
    (['in', 'on', 'to', 'with', 'from', 'into', 'at', 'of', 'by', 'for'].includes(c.w(-1)) ||
      // ("that killing is alright": a gerund before "is" is its subject.)
      (c.pos(-1) === 'VERB' &&
        !BE_AUX.has(c.w(-1)) &&
        !c.w(-1).endsWith('ing') &&
        c.pos(-2) === 'PRON' &&
        !CLAUSE_HEAD.has(c.w(-3))))
      ? 'his'
      : null,
  // "I work hard in may work", "in may opinion": after a preposition "may" has no subject, so it
  // is the month ("in may 2020", "in may we went") or, before a noun, "my". (The tagger reads the
  // noun after a modal as a verb.)
  may: (c) =>
    MY_AFTER.has(c.w(-1)) &&
    ['NOUN', 'VERB'].includes(c.pos(1)) &&
    !MONTH_NEXT.has(c.w(1)) &&
    c.t[c.i]!.text === 'may'
      ? 'my'
      : null,
  // "must of the students", "Must of them": "most of" before a determiner or an object pronoun.
  must: (c) => (c.w(1) === 'of' && MOST_OF_NEXT.has(c.w(2)) ? 'most' : null),
  // "I have go a new bike": a thing had, so "got"; "they have go home", "has go out" is "gone"
  // (the grammar section's participle card).
  go: (c) =>
    ['have', 'has', 'had', "'ve", 'hase'].includes(c.w(-1)) &&
    c.w(-1) !== c.w(1) &&
    ((['DET', 'NUM', 'ADJ', 'PRON', 'NOUN'].includes(c.pos(1)) && !['home', 'to', 'back'].includes(c.w(1))) ||
      // "he has go to be there by six": "has got to", must.
      (c.w(1) === 'to' && ['VERB', 'AUX'].includes(c.pos(2))))
      ? 'got'
      : null,
  on: (c) =>
    c.w(1) === 'of' && c.pos(-1) !== 'VERB'
      ? 'one'
      : ['every', 'any', 'some'].includes(c.w(-1)) && c.edge(1)
        ? 'one'
        : null,
  and: (c) => {
    // ("strict about this and, in the end": only "the" cannot stand before a clause's end)
    if ((c.w(-1) === 'the' && c.edge(1)) || (['the', 'this'].includes(c.w(-1)) && c.w(1) === 'of'))
      return 'end';
    // "at the and I was happy", "in the and, we won"
    if (c.w(-1) === 'the' && ['at', 'in', 'by', 'until', 'till'].includes(c.w(-2))) return 'end';
    if (
      ['is', 'was', "'s", 'had', 'has', 'got', 'saw'].includes(c.w(-1)) &&
      /^[aeiou]/.test(c.w(1)) &&
      (c.pos(1) === 'ADJ' || c.pos(1) === 'NOUN') &&
      c.w(1) !== 'i'
    )
      return 'an';
    return null;
  },
  // "the were covered", but not "the have-nots".
  the: (c) =>
    ((THEY_VERBS.has(c.w(1)) && !/^-/.test(c.t[c.i + 2]?.text ?? '')) ||
      (/[^e]ed$/.test(c.w(1)) && ['DET', 'PRON'].includes(c.pos(2)))) &&
    !(c.t[c.i - 1]?.isWord && ['of', 'in', 'on', 'at', 'to', 'by', 'for', 'with', 'that'].includes(c.w(-1)))
      ? 'they'
      : null,
  // ("saw an the dog" is one article too many: rules/forms.ts.)
  an: (c) =>
    /^[bcdfgjklmnpqrstvwxz]/.test(c.w(1)) &&
    (!DETERMINER_NEXT.has(c.w(1)) || PHRASE_END.has(c.pos(-1))) &&
    !/^(one|uni|use|eu|u\b)/.test(c.w(1)) &&
    c.t[c.i + 1]?.isWord &&
    c.t[c.i + 1]!.text !== c.t[c.i + 1]!.text.toUpperCase() &&
    !/^h(our|onest|onor|onour|eir|erb)/.test(c.w(1))
      ? 'and'
      : null,
});
