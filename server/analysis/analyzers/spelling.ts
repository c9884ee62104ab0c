// Spelling: harper's non-word lints, minus names, heritage words and British spellings, re-ranked
// by the noisy-channel corrector; closed compounds written apart ("some one"); and context rules
// for real-word errors ("I no the answer").
//
// Whether a word the writer repeats is deliberate depends on the writer: in an essay with few
// slips a repeated unknown word is most likely a name or a word from another language
// ("abuela"), while a writer who misspells often also misspells the same word twice. The essay's
// own rate of one-off misspellings decides which reading applies.
import { correct, getLexicon, isKnownSpelling, isKnownWord } from '../spell/corrector';
import { twinVerdict, unknownAt, verdict, type Unknown } from '../spell/verdict';
import { acceptedTwins, essayTwin } from '../spell/twins';
import { speciesEpithet } from '../spell/species';
import { isIForm, usualFixFirst } from '../spell/usual-fixes';
import { camelName, echoes } from '../spell/deliberate';
import { carelessWriter } from '../spell/careless';
import { findRealWordErrors } from '../spell/realword';
import { missingApostrophes } from '../spell/confusions';
import { findSplitCompounds } from '../spell/compounds';
import { americanForm } from '../spell/variants';
import { isHeritageWord } from '../lexicon/heritage';
import { isMissingWord } from '../lexicon/missing-words';
import { categoryOf } from './grammar';
import { PREFIXES } from '../spell/morphology';
import type { HarperLint } from '../lint/harper';
import { uncheckedPassages } from '../lint/english';
import { SpanIndex } from '../nlp/spans';
import { showGrammarLint } from '../lint/filter';
import { getFrequencies } from '../nlp/resources';
import type { NameLexicon } from '../spell/names';
import type { Token } from '../nlp/parse';
import type { Analyzer, Issue } from './types';

// Not judged: digits and handles, other scripts, acronyms, letters run long ("sooo") and words
// with accents ("décor", "Lucía"): loans and names.
const SKIP = /[\d@_/\\]|^[^\p{Script=Latin}]+$|^\p{Lu}{2,6}(?:['’]?s)?$|(\p{L})\1\1|[À-ÖØ-öø-ÿ]/u;

const PREFIX_SET = new Set(PREFIXES);
const PRONOUN_BASE = /^(?:your|yours|their|theirs|her|hers|our|ours|it|its|his|my|mine|whose|who)$/;

/** Notes for at most this many unchecked passages (more is pasted noise; the metric counts all). */
const MAX_UNCHECKED_NOTES = 3;

function unknownWords(
  lints: HarperLint[],
  text: string,
  names: NameLexicon,
  unchecked: SpanIndex,
  posAt: (start: number) => string | undefined,
): Unknown[] {
  const out: Unknown[] = [];
  for (const lint of lints) {
    if (lint.kind !== 'Spelling') continue;
    if (unchecked.covers(lint.start, lint.end)) continue; // e.g. a quotation in another language
    const word = lint.text;
    const lower = word.toLowerCase();
    if (SKIP.test(word) || /[@\d]/.test(text[lint.start - 1] ?? '') || /\s/.test(word)) continue;
    // Harper files "non-slip", "co-workers" under Spelling as "a prefix that can be joined": both
    // forms are correct, so it is not a misspelling. "n't" is half of a contraction, not a word.
    if (/prefix/i.test(lint.message) || /^n['’]t$/i.test(word)) continue;
    if (word.includes('-') && word.split('-').every((p) => p === '' || isKnownWord(p.toLowerCase())))
      continue;
    // A combining form written with its hyphen ("eco-friendly", "intra- and extracellular").
    if (PREFIX_SET.has(lower) && (text[lint.end] === '-' || text[lint.start - 1] === '-')) continue;
    // (a British spelling keeps its possessive: "the fibre's length")
    const base = lower.replace(/['’]s$/, '');
    if (
      isKnownSpelling(word) ||
      names.inPrompt(lower) ||
      americanForm(base) ||
      isHeritageWord(lower) ||
      isMissingWord(lower)
    )
      continue;
    if (echoes(text, lint.start, lint.end, lower) || speciesEpithet(text, lint.start, word)) continue;
    // "one another’s opinions": the possessive of a known noun or pronoun ("your's", "their's"
    // stay slips, and so does "farther's" for "father's": an adverb owns nothing).
    const owner = /^(?:NOUN|PROPN|PRON|DET)$/.test(posAt(lint.start) ?? '');
    if (base !== lower && owner && !PRONOUN_BASE.test(base) && isKnownSpelling(word.slice(0, base.length)))
      continue;
    if (camelName(word)) continue;
    const name = names.isName(lower) && names.alwaysCapitalised(lower);
    const lowerName = isKnownWord(lower);
    let ranked = correct(word, lint.replacements, 3);
    // The name itself is not the fix for "tod" in "he tod me": offer the common words first.
    if (lowerName) ranked = ranked.filter((r) => !getLexicon().proper.has(r.word.toLowerCase()));
    ranked = usualFixFirst(word, ranked);
    const twin = lowerName ? undefined : essayTwin(word, ranked, names);
    if (twin) ranked = [twin, ...ranked.filter((r) => r !== twin)];
    out.push({ lint, word, lower, name, lowerName, ranked, essayTwin: twin?.word.toLowerCase() });
  }
  return out;
}

/** How much more common the intended word must be than a short unlisted word harper accepts. */
const ACCEPTED_SLIP_RATIO = 100;
/** Count of the commonest words ("said", "what"), whose sound-spelled slips are easy to read. */
const VERY_COMMON = 30_000;

/**
 * Short lower-case words harper accepts but the dictionary does not ("wat", "sed", "heep"): in
 * a careless writer's draft, one that is a cheap slip of a far more common word is a slip too.
 */
function acceptedSlips(tokens: Token[], lints: HarperLint[], text: string): Unknown[] {
  const { unlisted } = getLexicon();
  const flagged = new SpanIndex(lints.filter((l) => l.kind === 'Spelling'));
  const out: Unknown[] = [];
  const freq = getFrequencies();
  for (const t of tokens) {
    if (t.text.length < 3 || t.text.length > 4 || !unlisted.has(t.text)) continue;
    if (flagged.overlaps(t.start, t.end) || echoes(text, t.start, t.end, t.lower)) continue;
    const best = correct(t.text, [], 3)[0];
    if (!best || /\s/.test(best.word)) continue;
    const own = freq.get(t.lower) ?? 0;
    const meant = getLexicon().freq.get(best.word.toLowerCase()) ?? 0;
    // A slip of one of the commonest words may be a vowel spelled by ear ("sed" for "said").
    if (best.cost > (meant >= VERY_COMMON ? 0.8 : 0.5)) continue;
    if (meant < 5000 || meant < ACCEPTED_SLIP_RATIO * own) continue;
    out.push(unknownAt(t, correct(t.text, [], 3)));
  }
  return out;
}

export const spelling: Analyzer = {
  name: 'spelling',
  section: 'spelling',
  run(essay, ctx) {
    const unchecked = uncheckedPassages(essay.text);
    const issues: Issue[] = unchecked.slice(0, MAX_UNCHECKED_NOTES).map(uncheckedIssue);
    const posByStart = new Map(essay.tokens.map((t) => [t.start, t.pos]));
    const unknown = unknownWords(ctx.harper, essay.text, ctx.names, new SpanIndex(unchecked), (at) =>
      posByStart.get(at),
    );
    const careless = carelessWriter(unknown, ctx.names, essay);
    const freq = getFrequencies();
    const filter = {
      text: essay.text,
      all: ctx.harper,
      isName: ctx.names.isName,
      frequency: (w: string) => freq.get(w) ?? 0,
    };
    // Harper's grammar lints a student sees, decided once: counted here and matched against every
    // rule hit below.
    const shownGrammar = ctx.harper.filter((l) => l.kind !== 'Spelling' && showGrammarLint(l, filter));
    const grammarSlips = shownGrammar.length;
    // A short text says little about its writer; a grammar slip in it says they are not careful
    // (a learner's sentence), and then their unknown words are read as slips, not coinages.
    const trustCoinages = !careless || (essay.wordCount < 100 && grammarSlips === 0);

    for (const u of unknown) {
      const v = isIForm(u.lower) ? 'misspelling' : verdict(u, ctx.names, careless, trustCoinages);
      if (v !== 'skip') issues.push(misspellingIssue(u, v === 'possible_name'));
    }
    if (careless)
      for (const u of acceptedSlips(essay.tokens, ctx.harper, essay.text))
        issues.push(misspellingIssue(u, false));
    for (const u of acceptedTwins(essay.tokens, ctx.harper, ctx.names)) {
      const v = twinVerdict(u, ctx.names, careless);
      if (v) issues.push(misspellingIssue(u, v === 'possible_name'));
    }
    // Defer to harper's grammar findings on the same words, not to a capital-letter or punctuation
    // one: "its a very cute dog" needs both the capital and "it's".
    const grammarSpans = new SpanIndex(shownGrammar.filter((l) => categoryOf(l) === 'grammar'));
    const other = (start: number, end: number) => grammarSpans.overlaps(start, end);
    // harper already reports some of these ("could of", "store room"): one annotation per problem.
    for (const hit of findSplitCompounds(essay.text, essay.tokens)) {
      if (other(hit.start, hit.end)) continue;
      issues.push(
        // Grouped with misspellings on the cards: to the reader it is the same kind of slip.
        wordIssue(hit, hit.replacement, 'misspelling', `"${hit.text}" is written as one word.`, 'Split word'),
      );
    }
    for (const hit of [
      ...findRealWordErrors(essay.tokens),
      ...missingApostrophes(essay.tokens, ctx.names.isName),
    ]) {
      if (other(hit.start, hit.end)) continue;
      issues.push(
        wordIssue(
          hit,
          hit.replacement,
          'real_word',
          `${hit.reason}: a correctly spelled word that does not fit the sentence.`,
          'Wrong word',
        ),
      );
    }
    const errors = issues.filter((i) => i.counts).length;
    const per100 = essay.wordCount ? (errors * 100) / essay.wordCount : 0;
    return {
      issues,
      strengths: [],
      metrics: {
        errors,
        errors_per_100_words: round(per100),
        possible_names: issues.filter((i) => i.category === 'possible_name').length,
        passages_not_checked: unchecked.length,
      },
    };
  },
};

function misspellingIssue(u: Unknown, possibleName: boolean): Issue {
  const { word, lint } = u;
  const best = u.ranked[0];
  const replacements = u.ranked.map((r) => r.word);
  // (essayTwin is set only when the twin is ranked first, so best is the essay's spelling.)
  const twin = u.essayTwin && best ? best.word : undefined;
  return {
    section: 'spelling',
    category: possibleName ? 'possible_name' : 'misspelling',
    severity: possibleName ? 'info' : 'error',
    priority: possibleName ? 'LOW' : 'MEDIUM',
    start: lint.start,
    end: lint.end,
    issue: possibleName ? `Check the spelling of "${word}"` : `Misspelled word: "${word}"`,
    message: twin
      ? possibleName
        ? `Elsewhere the essay spells it "${twin}"; if they are two different names, keep both.`
        : `"${word}" looks like a slip of "${twin}", which the essay uses elsewhere.`
      : possibleName
        ? `"${word}" is not in the dictionary; if it is a name or a word from another language, keep it.`
        : `"${word}" looks misspelled${best ? `; did you mean "${best.word}"?` : '.'}`,
    // A possible name is only queried: the step says to keep it when it is meant.
    suggestion: twin
      ? `Spell it one way throughout: did you mean "${twin}"?`
      : possibleName
        ? `Keep "${word}" if it is a name or a word from another language${best ? `; if not, did you mean "${best.word}"?` : '.'}`
        : best
          ? `Replace "${word}" with "${best.word}".`
          : `Check the spelling of "${word}".`,
    replacements,
    alternatives: replacements.slice(1),
    impact: 'Spelling slips distract admissions readers and suggest the essay was not proofread.',
    counts: !possibleName,
  };
}

function uncheckedIssue(span: { start: number; end: number }): Issue {
  return {
    section: 'spelling',
    category: 'not_checked',
    severity: 'info',
    priority: 'LOW',
    start: span.start,
    end: span.end,
    issue: 'Passage not spell-checked',
    message:
      'This passage does not read as English (a quotation in another language, or pasted text), so its words were not checked.',
    suggestion: 'Proofread it yourself; if it is in another language on purpose, keep it as it is.',
    replacements: [],
    impact: 'A passage the checker skipped can still hold slips a reader will notice.',
    counts: false,
  };
}

function wordIssue(
  hit: { start: number; end: number; text: string },
  replacement: string,
  category: string,
  message: string,
  title: string,
): Issue {
  return {
    section: 'spelling',
    category,
    severity: 'error',
    priority: 'MEDIUM',
    start: hit.start,
    end: hit.end,
    issue: `${title}: "${hit.text}"`,
    message,
    suggestion: `Replace "${hit.text}" with "${replacement}".`,
    replacements: [replacement],
    impact:
      category === 'real_word'
        ? 'Sound-alike word swaps slip past spell checkers but not past readers.'
        : 'Spelling slips distract admissions readers and suggest the essay was not proofread.',
    counts: true,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
