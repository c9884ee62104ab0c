// Spelling: harper's non-word lints, minus names, heritage words and British spellings, re-ranked
// by the noisy-channel corrector; closed compounds written apart ("some one"); and context rules
// for real-word errors ("I no the answer").
//
// Whether a word the writer repeats is deliberate depends on the writer: in an essay with few
// slips a repeated unknown word is most likely a name or a word from another language
// ("abuela"), while a writer who misspells often also misspells the same word twice. The essay's
// own rate of one-off misspellings decides which reading applies.
import {
  correct,
  getLexicon,
  isKnownSpelling,
  isKnownWord,
  wordFrequency,
  type Correction,
} from '../spell/corrector';
import { derivable } from '../spell/morphology';
import { findRealWordErrors } from '../spell/realword';
import { missingApostrophes } from '../spell/confusions';
import { findSplitCompounds } from '../spell/compounds';
import { americanForm } from '../spell/variants';
import type { HarperLint } from '../lint/harper';
import { showGrammarLint } from '../lint/filter';
import { getFrequencies } from '../nlp/resources';
import type { NameLexicon } from '../spell/names';
import type { Analyzer, Issue } from './types';

// Not judged: digits and handles, other scripts, acronyms, letters run long ("sooo") and words
// with accents ("décor", "Lucía"): loans and names.
const SKIP = /[\d@_/\\]|^[^\p{Script=Latin}]+$|^\p{Lu}{2,6}(?:['’]?s)?$|(\p{L})\1\1|[À-ÖØ-öø-ÿ]/u;

/** Above this share of one-off misspelled words, repeated unknown words are read as slips too. */
export const CARELESS_RATE = 0.01;

interface Unknown {
  lint: HarperLint;
  word: string;
  lower: string;
  ranked: Correction[];
  /** Capitalised mid-sentence and never written lower-case: a name unless proven otherwise. */
  name: boolean;
  /** A name written lower-case ("tod"): a slip only if it is also close to a common word. */
  lowerName: boolean;
}

// Contractions are split in the frequency list: "that's" is as common as "that".
const frequency = (w: string) => wordFrequency(w.toLowerCase().replace(/['’](s|t|re|ve|ll|d|m)$/, ''));

const isCommonSlip = (best: Correction | undefined, maxCost: number, minFreq: number) =>
  best !== undefined && best.cost <= maxCost && frequency(best.word) >= minFreq;

function unknownWords(lints: HarperLint[], text: string, names: NameLexicon): Unknown[] {
  const out: Unknown[] = [];
  for (const lint of lints) {
    if (lint.kind !== 'Spelling') continue;
    const word = lint.text;
    const lower = word.toLowerCase();
    if (SKIP.test(word) || /[@\d]/.test(text[lint.start - 1] ?? '') || /\s/.test(word)) continue;
    // Harper files "non-slip", "co-workers" under Spelling as "a prefix that can be joined": both
    // forms are correct, so it is not a misspelling. "n't" is half of a contraction, not a word.
    if (/prefix/i.test(lint.message) || /^n['’]t$/i.test(word)) continue;
    if (word.includes('-') && word.split('-').every((p) => p === '' || isKnownWord(p.toLowerCase())))
      continue;
    if (isKnownSpelling(word) || names.inPrompt(lower) || americanForm(lower)) continue;
    if (echoes(text, lint.start, lint.end, lower)) continue;
    const name = names.isName(lower) && names.alwaysCapitalised(lower);
    const lowerName = isKnownWord(lower);
    let ranked = correct(word, lint.replacements, 3);
    // The name itself is not the fix for "tod" in "he tod me": offer the common words first.
    if (lowerName) ranked = ranked.filter((r) => !getLexicon().proper.has(r.word.toLowerCase()));
    out.push({ lint, word, lower, name, lowerName, ranked });
  }
  return out;
}

/**
 * Whether no likely word is near: the nearest is far (more than one cheap edit), or rare and not
 * trivially close ("kinglet" -> "singlet"), or two content words run together ("dryland"; "alot"
 * and "infact" join a function word and stay slips).
 */
function farFromWords(u: Unknown): boolean {
  const best = u.ranked[0];
  if (!best) return true;
  const parts = best.word.split(' ');
  if (parts.length === 2) return parts.every((p) => frequency(p) < 30_000);
  // (Contractions are split in the frequency list, so "weren't" has no count of its own.)
  const rare = !/['’]/.test(best.word) && frequency(best.word) < 50;
  return best.cost > 1 || (best.cost > 0.5 && rare);
}

/**
 * A name written lower-case once ("he tod me", "you can have th biscuits") is a slip when a far
 * more common word is one cheap edit away; a name written lower-case throughout ("paul") is
 * the writer's way of writing the name.
 */
function lowerNameSlip(u: Unknown, names: NameLexicon): boolean {
  const best = u.ranked[0];
  if (names.occurrences(u.lower) > 1 || !best || best.cost > 0.65) return false;
  return frequency(best.word) >= 20 * Math.max(1, wordFrequency(u.lower));
}

/**
 * Sound words come in echoes ("tick tock", "housey housey", "zig zag"): the word before or after
 * is the same word or the same with one vowel changed.
 */
function echoes(text: string, start: number, end: number, lower: string): boolean {
  const prev = /([\p{L}']+)[\s,]*$/u.exec(text.slice(Math.max(0, start - 40), start))?.[1];
  const next = /^[\s,]*([\p{L}']+)/u.exec(text.slice(end, end + 40))?.[1];
  return [prev, next].some((w) => w !== undefined && echo(w.toLowerCase(), lower));
}

function echo(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++)
    if (a[i] !== b[i]) diff += /[aeiouy]/.test(a[i]!) && /[aeiouy]/.test(b[i]!) ? 1 : 2;
  return diff <= 1;
}

const letters = (w: string) => [...w].sort().join('');
const undoubled = (w: string) => w.replace(/(.)\1+/g, '$1');

function mechanicalSlip(typed: string, word: string): boolean {
  // A dropped apostrophe ("oclock", "wouldnt") is the commonest mechanical slip of all.
  if (word.replace(/['’]/g, '') === typed) return true;
  return letters(typed) === letters(word) || undoubled(typed) === undoubled(word);
}

type Verdict = 'misspelling' | 'possible_name' | 'skip';

function verdict(u: Unknown, names: NameLexicon, careless: boolean, trustCoinages: boolean): Verdict {
  const best = u.ranked[0];
  // Two letters ("qi", "gz") are an abbreviation or a loan word more often than a slip, and
  // a careful writer's camelCase word is a brand or a unit ("uPort", "keV").
  if (trustCoinages && (u.lower.length <= 2 || /\p{Ll}\p{Lu}/u.test(u.word))) return 'possible_name';
  if (u.lowerName) return lowerNameSlip(u, names) ? 'misspelling' : 'skip';
  // A coinage from known parts ("ridesharing") is probably deliberate unless it is a cheap slip
  // or the writer is careless (whose coinages are mostly slips: "foodprints").
  if (trustCoinages && derivable(u.lower) && !isCommonSlip(best, 0.8, 50)) return 'possible_name';
  // Nothing in the dictionary is near it: a technical term more likely than a slip.
  if (trustCoinages && !best && u.lower.length >= 8) return 'possible_name';
  if (u.name) return careless && isCommonSlip(best, 0.5, 5000) ? 'misspelling' : 'skip';
  // Capitalised only where a sentence starts, so the capital says little: a name unless it is
  // a slip of a common word ("Wiich way").
  if (/^\p{Lu}/u.test(u.word)) {
    const seenLower = !names.alwaysCapitalised(u.lower);
    if (!(careless && seenLower) && !isCommonSlip(best, 0.8, 2000)) return 'skip';
  }
  // A careful writer's slips are small (a letter doubled, swapped or left out): an unknown word
  // far from every likely word, or two letters long, is more likely a term, a loan word or an
  // abbreviation ("myocytes", "qi") than a slip. Run-together words ("alot") stay slips.
  if (trustCoinages && farFromWords(u)) return 'possible_name';
  if (names.occurrences(u.lower) < 2) return 'misspelling';
  // A careless writer's repeated lower-case word is a repeated slip ("stowlen" three times)
  // unless the writer also capitalises it mid-sentence ("abuela" and "Abuela Lucía").
  // A coinage from known parts used again and again is deliberate ("interflora").
  if (careless)
    return (names.isName(u.lower) || derivable(u.lower)) && !isCommonSlip(best, 1, 50)
      ? 'possible_name'
      : 'misspelling';
  // A careful writer's repeated word is kept unless it is a mechanical slip of a known word
  // (the same letters in another order, "recieve"; a letter doubled or not, "occured") or,
  // when never capitalised, one cheap slip from a common word ("cinama" three times).
  const apostrophe = best?.word.replace(/['’]/g, '').toLowerCase() === u.lower;
  const mechanical =
    best && mechanicalSlip(u.lower, best.word.toLowerCase()) && (apostrophe || frequency(best.word) >= 200);
  return mechanical || (!names.isName(u.lower) && isCommonSlip(best, 0.7, 1000))
    ? 'misspelling'
    : 'possible_name';
}

export const spelling: Analyzer = {
  name: 'spelling',
  section: 'spelling',
  run(essay, ctx) {
    const issues: Issue[] = [];
    const unknown = unknownWords(ctx.harper, essay.text, ctx.names);
    const oneOff = unknown.filter((u) => !u.name && ctx.names.occurrences(u.lower) < 2).length;
    const careless = essay.wordCount > 0 && oneOff / essay.wordCount >= CARELESS_RATE;
    const freq = getFrequencies();
    const filter = {
      text: essay.text,
      all: ctx.harper,
      isName: ctx.names.isName,
      frequency: (w: string) => freq.get(w) ?? 0,
    };
    const grammarSlips = ctx.harper.filter((l) => l.kind !== 'Spelling' && showGrammarLint(l, filter)).length;
    // A short text says little about its writer; a grammar slip in it says they are not careful
    // (a learner's sentence), and then their unknown words are read as slips, not coinages.
    const trustCoinages = !careless || (essay.wordCount < 100 && grammarSlips === 0);
    for (const u of unknown) {
      const v = verdict(u, ctx.names, careless, trustCoinages);
      if (v !== 'skip') issues.push(misspellingIssue(u, v === 'possible_name'));
    }
    const other = (start: number, end: number) =>
      ctx.harper.some(
        (l) => l.start < end && start < l.end && l.kind !== 'Spelling' && showGrammarLint(l, filter),
      );
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
      metrics: { errors, errors_per_100_words: round(per100), possible_names: issues.length - errors },
    };
  },
};

function misspellingIssue(u: Unknown, possibleName: boolean): Issue {
  const { word, lint } = u;
  const best = u.ranked[0];
  const replacements = u.ranked.map((r) => r.word);
  return {
    section: 'spelling',
    category: possibleName ? 'possible_name' : 'misspelling',
    severity: possibleName ? 'info' : 'error',
    priority: possibleName ? 'LOW' : 'MEDIUM',
    start: lint.start,
    end: lint.end,
    issue: possibleName ? `Check the spelling of "${word}"` : `Misspelled word: "${word}"`,
    message: possibleName
      ? `"${word}" is not in the dictionary; if it is a name or a word from another language, keep it.`
      : `"${word}" looks misspelled${best ? `; did you mean "${best.word}"?` : '.'}`,
    suggestion: best ? `Replace "${word}" with "${best.word}".` : `Check the spelling of "${word}".`,
    replacements,
    alternatives: replacements.slice(1),
    impact: 'Spelling slips distract admissions readers and suggest the essay was not proofread.',
    counts: !possibleName,
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
