// Structure: paragraphing, sentence rhythm, transitions and repeated openings.
import { TRANSITIONS, compile } from '../lexicon/phrases';
import { mean, std, round2 } from './stats';
import type { Analyzer, Issue, StrengthItem } from './types';
import type { ParsedEssay } from '../nlp/parse';

const transitionRe = compile(TRANSITIONS);
const LONG_SENTENCE = 50;
/** Past this many words a sentence usually strings several clauses together (scored, not flagged). */
export const RUN_ON_WORDS = 30;
/** A paragraph with fewer sentences than this (one) rarely develops its point. */
export const SHORT_PARAGRAPH_SENTENCES = 2;
const DIALOGUE = /["“”]/;
/** Words that open a subordinate or relative clause: a sentence that uses them nests its ideas. */
const SUBORDINATORS = new Set(
  'because although though since unless whereas while if whenever whether which who whom whose'.split(' '),
);
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);
const LIGHT_LEMMAS = new Set(['be', 'have', 'do', 'get', 'go', 'make', 'say', 'thing', 'lot', 'good']);

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
const AGREEMENT: Record<string, Set<string>> = {
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
};
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

/**
 * Cohesion and syntax measures: the share of adjacent sentences that share a content word (the
 * thread a reader follows from one sentence to the next), and subordinate clauses and commas per
 * sentence (how much a writer nests and joins ideas rather than listing them).
 */
function linkage(essay: ParsedEssay) {
  const sets = essay.sentences.map(
    (s) =>
      new Set(
        essay.tokens
          .slice(s.tokenStart, s.tokenEnd)
          .filter((t) => CONTENT_POS.has(t.pos) && t.isWord && !LIGHT_LEMMAS.has(t.lemma))
          .map((t) => t.lemma),
      ),
  );
  let linked = 0;
  for (let i = 1; i < sets.length; i++) if ([...sets[i]!].some((w) => sets[i - 1]!.has(w))) linked++;
  let subordinate = 0;
  let commas = 0;
  for (const t of essay.tokens) {
    if (SUBORDINATORS.has(t.lower) || (t.lower === 'that' && t.pos === 'SCONJ')) subordinate++;
    else if (t.text === ',') commas++;
  }
  const n = Math.max(1, essay.sentences.length);
  return {
    overlap: sets.length > 1 ? linked / (sets.length - 1) : 0,
    subordinate: subordinate / n,
    commas: commas / n,
  };
}

export const structure: Analyzer = {
  name: 'structure',
  section: 'structure',
  run(essay) {
    const issues: Issue[] = [];
    const strengths: StrengthItem[] = [];
    const lens = essay.sentences.map((s) => s.wordCount).filter((n) => n > 0);
    const paraWords = essay.paragraphs.map((p) =>
      essay.sentences.slice(p.sentenceStart, p.sentenceEnd).reduce((a, s) => a + s.wordCount, 0),
    );
    const transitions = [...essay.text.matchAll(transitionRe)].length;
    for (const s of essay.sentences) {
      if (s.wordCount > LONG_SENTENCE) {
        issues.push({
          section: 'structure',
          category: 'long_sentence',
          severity: 'suggestion',
          priority: 'LOW',
          start: s.start,
          end: s.end,
          issue: `Very long sentence (${s.wordCount} words)`,
          message: `This sentence runs ${s.wordCount} words; readers lose the thread past about ${LONG_SENTENCE}.`,
          suggestion: 'Split it where the idea turns, or cut a clause.',
          replacements: [],
          impact: 'Shorter sentences keep a reader with you.',
          counts: true,
        });
      }
    }
    // Three or more sentences in a row opening with the same word read as a list.
    for (let i = 2; i < essay.sentences.length; i++) {
      const first = (k: number) => essay.tokens[essay.sentences[k]!.tokenStart]?.lower ?? '';
      const w = first(i);
      if (
        w &&
        w === first(i - 1) &&
        w === first(i - 2) &&
        (i + 1 >= essay.sentences.length || first(i + 1) !== w)
      ) {
        const s = essay.sentences[i - 2]!;
        const e = essay.sentences[i]!;
        issues.push({
          section: 'structure',
          category: 'repetitive_openings',
          severity: 'suggestion',
          priority: 'LOW',
          start: s.start,
          end: essay.tokens[s.tokenStart]!.end,
          issue: `Repeated sentence openings: "${essay.tokens[s.tokenStart]!.text} …"`,
          message: `Several sentences in a row start with "${essay.tokens[s.tokenStart]!.text}".`,
          suggestion: 'Vary the openings: start one with a time, a place or an action.',
          replacements: [],
          evidence: [e.text.slice(0, 80)],
          impact: 'Varied rhythm keeps the narrative moving.',
          counts: true,
        });
      }
    }
    if (essay.wordCount >= 250 && essay.paragraphs.length === 1) {
      issues.push({
        section: 'structure',
        category: 'paragraphing',
        severity: 'warning',
        priority: 'MEDIUM',
        start: -1,
        end: -1,
        issue: 'The essay is a single block of text',
        message: `${essay.wordCount} words with no paragraph breaks.`,
        suggestion:
          'Break it into paragraphs at each shift in time, place or idea (usually 4–6 for 650 words).',
        replacements: [],
        impact: 'Paragraphs give readers a map of your story.',
        counts: true,
      });
    }
    const cv = mean(lens) ? std(lens) / mean(lens) : 0;
    const lowerStarts = lens.length
      ? essay.sentences.filter((s) => /^\p{Ll}/u.test(s.text)).length / essay.sentences.length
      : 0;
    const longShare = lens.length ? lens.filter((n) => n > RUN_ON_WORDS).length / lens.length : 0;
    // Dialogue lines are paragraphs of their own by convention, so they are not "short paragraphs".
    const prose = essay.paragraphs.filter((p) => !DIALOGUE.test(p.text));
    const shortShare = prose.length
      ? prose.filter((p) => p.sentenceEnd - p.sentenceStart < SHORT_PARAGRAPH_SENTENCES).length / prose.length
      : 0;
    const thin = prose.filter((p) => p.sentenceEnd - p.sentenceStart < SHORT_PARAGRAPH_SENTENCES);
    if (prose.length >= 3 && thin.length / prose.length >= 0.5) {
      issues.push({
        section: 'structure',
        category: 'thin_paragraphs',
        severity: 'suggestion',
        priority: 'LOW',
        start: thin[0]!.start,
        end: thin[0]!.end,
        issue: `${thin.length} of ${prose.length} paragraphs are a single sentence`,
        message: 'Most paragraphs hold one sentence, so no point gets room to develop.',
        suggestion:
          'Group sentences that belong to one moment or idea; keep a one-line paragraph only for emphasis.',
        replacements: [],
        impact: 'Developed paragraphs show readers how your ideas connect.',
        counts: true,
      });
    }
    if (lens.length >= 6 && cv >= 0.45) {
      strengths.push({
        section: 'structure',
        description: 'Varied sentence rhythm: short sentences land between longer ones.',
        start: -1,
        end: -1,
        impact: 'Rhythm holds attention and lets key lines hit harder.',
        evidence: [
          `sentence lengths vary by ${Math.round(cv * 100)}% around a mean of ${Math.round(mean(lens))} words`,
        ],
      });
    }
    const link = linkage(essay);
    const slips = wordFormSlips(essay);
    return {
      issues,
      strengths,
      metrics: {
        paragraphs: essay.paragraphs.length,
        sentences: essay.sentences.length,
        mean_sentence_words: round2(mean(lens)),
        sentence_length_cv: round2(cv),
        long_sentences_percent: Math.round(longShare * 100),
        short_paragraphs_percent: Math.round(shortShare * 100),
        lowercase_starts_percent: Math.round(lowerStarts * 100),
        mean_paragraph_words: round2(mean(paraWords)),
        transitions_per_100_words: round2(essay.wordCount ? (transitions * 100) / essay.wordCount : 0),
        linked_sentences_percent: Math.round(link.overlap * 100),
        subordinate_clauses_per_sentence: round2(link.subordinate),
        commas_per_sentence: round2(link.commas),
        word_form_slips: slips.length,
        word_form_examples: slips.slice(0, 3).map((x) => x.text),
      },
    };
  },
};
