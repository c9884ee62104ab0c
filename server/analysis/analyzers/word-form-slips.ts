// Word-form slips a learner makes that the grammar rules leave alone: a verb form after a modal or
// "didn't" ("can goes", "didn't went"), a subject and the verb right after it that disagree ("they
// was"), doubled determiners and comparatives ("the my", "more better"), uncountable plurals. Counted
// for the grammar and structure scores (and quoted in their breakdown), not annotated.
import type { ParsedEssay } from '../nlp/parse';
import { wordTable } from '../word-table';

const MODALS = new Set('can could will would should must may might shall'.split(' '));
const BE_FORMS = new Set('am is are was were be been'.split(' '));
const DO_FORMS = new Set("do does did don't doesn't didn't dont doesnt didnt".split(' '));
// 'didn't went'; a bare 'did' can end a clause ('everything I did caused…'), so only negatives count.
const DO_NOT = new Set("don't doesn't didn't dont doesnt didnt".split(' '));
const PREPOSITIONS = new Set('for of without by about'.split(' '));
const SUBJECT_PLURAL = new Set(['i', 'you', 'we', 'they']);
const SUBJECT_3SG = new Set(['he', 'she', 'it']);
const DETERMINER_FIRST = new Set('a an the my your their our every'.split(' '));
const DETERMINER_SECOND = new Set('a an the my your his her their our its this these those'.split(' '));
// A pronoun right after these (or first in its sentence) is a subject: 'because he go'.
const CLAUSE_START = new Set(['', ',', 'and', 'but', 'so', 'because', 'if', 'when', 'that', 'then', 'since']);
// Past tenses and participles spelled like the base form: 'it hurt', 'was put' are right.
const SAME_FORM = new Set(
  'hurt burst put set cut hit let read spread cost quit shut bet cast beat come become run upset split fit rid shed'.split(
    ' ',
  ),
);
// What follows a verb used as a verb: its object. 'is support the plan' is a slip, 'is love that…'
// and 'was race day' (a noun the tagger read as a verb) are not.
const OBJECT_POS = new Set(['DET', 'PRON', 'NUM']);
const RELATIVE = new Set(['that', 'which', 'who', 'what']);
// Agreement between a subject and the verb right after it: 'they was', 'he have', 'everyone have',
// 'people is'. Keyed by subject: the verb forms that cannot follow it.
const PLURAL_VERBS = new Set("is was has does doesn't doesnt".split(' '));
// 'were' is left out: 'if I were', 'as if she were' are right.
const SINGULAR_VERBS = new Set("are have do don't dont".split(' '));
const AGREEMENT: Record<string, Set<string>> = wordTable({
  i: new Set("is has does doesn't doesnt are".split(' ')),
  you: PLURAL_VERBS,
  we: PLURAL_VERBS,
  they: PLURAL_VERBS,
  people: PLURAL_VERBS,
  he: SINGULAR_VERBS,
  she: SINGULAR_VERBS,
  everyone: SINGULAR_VERBS,
  everybody: SINGULAR_VERBS,
  someone: SINGULAR_VERBS,
  somebody: SINGULAR_VERBS,
  anyone: SINGULAR_VERBS,
  nobody: SINGULAR_VERBS,
});
const MANY = new Set('many several few lots two three four five'.split(' '));
// Nouns English does not count, written as plurals: 'informations', 'advices'.
const UNCOUNTABLE_PLURALS = new Set(
  'informations advices homeworks furnitures knowledges equipments evidences feedbacks researches stuffs childrens'.split(
    ' ',
  ),
);
const QUANTIFIERS = new Set('most many some all one each several few'.split(' '));

/**
 * Word-form slips typical of learners, read from the tagger's parts of speech: a verb form that
 * does not fit the word before it ('can goes', 'could got', 'didn't went', 'because he go', 'they
 * goes', 'is support the plan', 'for pay the bill', 'must to'), a subject and verb that disagree
 * ('they was', 'he have', 'everyone have', 'people is', 'there is many'), two determiners in a row
 * ('the my'), 'more' or 'most' before a comparative or superlative ('more better'), 'most of
 * people', 'because is fun', and uncountable nouns made plural ('informations'). The grammar rules catch few of these, and rated learners'
 * essays with many of them score lower at the same error count. They are scored, with the first
 * examples shown, not flagged one by one: the tagger is not sure enough of each one for a card.
 */
export function wordFormSlips(essay: ParsedEssay): Array<{ start: number; end: number; text: string }> {
  const out: Array<{ start: number; end: number; text: string }> = [];
  const T = essay.tokens;
  for (let i = 1; i < T.length; i++) {
    const a = T[i - 1]!;
    const b = T[i]!;
    if (a.sentence !== b.sentence) continue;
    const verb = b.pos === 'VERB';
    const base = verb && b.lower === b.lemma && !SAME_FORM.has(b.lower) && b.lower !== 'people';
    const inflected = verb && b.lower !== b.lemma;
    const prev = T[i - 2]?.sentence === a.sentence ? T[i - 2]!.lower : '';
    const next = T[i + 1]?.sentence === b.sentence ? T[i + 1]! : undefined;
    const subject = a.pos === 'PRON' && CLAUSE_START.has(prev);
    const withObject = !!next && OBJECT_POS.has(next.pos) && !RELATIVE.has(next.lower);
    // 'all they do is eat junk food': after 'do', 'is' + a bare verb is right.
    const cleft = T.slice(Math.max(0, i - 9), i - 1).some(
      (t) => t.sentence === a.sentence && DO_FORMS.has(t.lower),
    );
    const slip =
      ((MODALS.has(a.lower) || DO_NOT.has(a.lower)) && inflected && !/(?:en|ing)$/.test(b.lower)) ||
      ((BE_FORMS.has(a.lower) || PREPOSITIONS.has(a.lower)) &&
        base &&
        withObject &&
        !cleft &&
        !/ing$/.test(b.lower)) ||
      (DETERMINER_FIRST.has(a.lower) && DETERMINER_SECOND.has(b.lower)) ||
      (SUBJECT_PLURAL.has(a.lower) && subject && inflected && /[^s]s$/.test(b.lower)) ||
      (SUBJECT_3SG.has(a.lower) && subject && base) ||
      (a.lower === 'more' && b.pos === 'ADJ' && /er$/.test(b.lower) && b.lemma !== b.lower) ||
      (a.lower === 'most' && b.pos === 'ADJ' && /est$/.test(b.lower) && b.lemma !== b.lower) ||
      ((a.lower === 'must' || a.lower === 'should') && b.lower === 'to') ||
      (!!AGREEMENT[a.lower]?.has(b.lower) && CLAUSE_START.has(prev) && prev !== 'and') ||
      (a.lower === 'there' && (b.lower === 'is' || b.lower === 'was') && !!next && MANY.has(next.lower));
    // 'most of people': after a quantifier, 'of' needs 'the' before a plural noun.
    const bareOf =
      QUANTIFIERS.has(prev) &&
      a.lower === 'of' &&
      b.pos === 'NOUN' &&
      b.lower !== b.lemma &&
      /s$/.test(b.lower);
    // 'because is more fun': a clause with no subject.
    const noSubject = a.lower === 'because' && ['is', 'are', 'was', 'were'].includes(b.lower);
    const from = bareOf ? T[i - 2]! : a;
    if (slip || bareOf || noSubject)
      out.push({ start: from.start, end: b.end, text: essay.text.slice(from.start, b.end) });
  }
  for (const t of T)
    if (UNCOUNTABLE_PLURALS.has(t.lower)) out.push({ start: t.start, end: t.end, text: t.text });
  return out.sort((x, y) => x.start - y.start);
}
