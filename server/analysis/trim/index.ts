// The word-limit surgeon (issue 35): cuts that bring an essay to its limit while keeping what
// matters, ranked safest first (a wordy phrase before a whole sentence), and within a kind the
// ones that save most first. Every cut is an edit of the submitted text by offsets.
import {
  countEssayWords,
  cutsUntilFit,
  landing,
  removesContent,
  type TrimCut,
  type TrimKind,
  type TrimPlan,
} from '../../../shared/analysis/trim';
import type { LimitType } from '../../../shared/analysis/input';
import type { ParsedEssay } from '../nlp/parse';
import { tidy, type Candidate } from './edits';
import { buildGuards, type Guards } from './guards';
import { phraseCuts, wordCuts } from './words';
import { restatementCuts, summaryCuts } from './sentences';
import { asideCuts } from './asides';
import { clauseCuts } from './clauses';
import { CASUAL } from '../analyzers/ai-lexicon';
import { keepScore, type Reviewer, type Standing } from './keep-score';

/**
 * Everyday words ('really', 'just', 'kind of') are part of how a student sounds, and the review's
 * AI-detection reading counts them as a human voice: a filler cut may take them only down to a usual
 * share (per 100 words), so trimming never makes the essay read as less like its writer.
 */
const USUAL_CASUAL_PER_100 = 2;

function keepVoice<T extends Pick<TrimCut, 'kind' | 'original' | 'replacement'>>(
  essay: ParsedEssay,
  cuts: T[],
): T[] {
  const casualIn = (s: string) =>
    (s.toLowerCase().match(/[a-z']+/g) ?? []).filter((w) => CASUAL.has(w)).length;
  let spare =
    essay.words.filter((t) => CASUAL.has(t.lower)).length -
    Math.ceil((USUAL_CASUAL_PER_100 * essay.wordCount) / 100);
  return cuts.filter((c) => {
    const n = casualIn(c.original) - casualIn(c.replacement);
    if (n <= 0 || removesContent(c.kind)) return true;
    if (n > spare) return false;
    spare -= n;
    return true;
  });
}

/** Safest first: the rank order of the kinds. */
const KIND_ORDER: Record<TrimKind, number> = {
  wordy: 0,
  redundant: 0,
  filler: 1,
  adjective: 2,
  restatement: 3,
  summary: 4,
  aside: 5,
};

function allowed(c: Candidate, guards: Guards): boolean {
  if (guards.quoted.overlaps(c.start, c.end)) return false;
  if (removesContent(c.kind) && !guards.mayRemoveContent(c.start, c.end)) return false;
  if (!guards.keepsInsight(c.start, c.end)) return false;
  return !guards.dropsDetail(c.start, c.end);
}

/** Every cut the essay offers, ranked; overlapping cuts stay (compatibleCuts picks among them). */
export function findCuts(essay: ParsedEssay): TrimCut[] {
  const { text } = essay;
  const guards = buildGuards(essay);
  const seen = new Set<string>();
  const cuts: Omit<TrimCut, 'rank'>[] = [];
  const candidates = [
    ...phraseCuts(text),
    ...wordCuts(essay),
    ...restatementCuts(essay),
    ...clauseCuts(essay),
    ...summaryCuts(essay),
    ...asideCuts(essay),
  ];
  for (const raw of candidates) {
    const c = tidy(text, raw);
    const key = `${c.start}:${c.end}`;
    if (seen.has(key) || !allowed(c, guards)) continue;
    const original = text.slice(c.start, c.end);
    const words = countEssayWords(original) - countEssayWords(c.replacement);
    const chars = original.length - c.replacement.length;
    if (words < 0 || chars <= 0) continue;
    seen.add(key);
    cuts.push({
      kind: c.kind,
      start: c.start,
      end: c.end,
      original,
      replacement: c.replacement,
      words_saved: words,
      chars_saved: chars,
      reason: c.reason,
    });
  }
  const ranked = keepVoice(essay, cuts).sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      b.words_saved - a.words_saved ||
      b.chars_saved - a.chars_saved ||
      a.start - b.start,
  );
  return ranked.map((c, rank) => ({ ...c, rank }));
}

/** The plan for a limit from ranked cuts: how many of them, in rank order, bring the essay within it. */
function planOf(essay: ParsedEssay, unit: LimitType, limit: number | null, cuts: TrimCut[]): TrimPlan {
  const used = unit === 'characters' ? essay.charCount : essay.wordCount;
  const plan = { unit, used, cuts };
  const usedAfterAll = landing(plan, cuts);
  let fitsAfter: number | null = null;
  if (limit !== null && usedAfterAll <= limit) fitsAfter = cutsUntilFit(plan, limit).length;
  return { unit, used, limit, cuts, fits_after: fitsAfter, used_after_all: usedAfterAll };
}

/** The plan for a limit: the ranked cuts, and how many of them bring the essay within it. */
export function planTrim(essay: ParsedEssay, unit: LimitType, limit: number | null): TrimPlan {
  return planOf(essay, unit, limit, findCuts(essay));
}

/**
 * The plan the student is offered: the cuts less any that would lower their review (see
 * keep-score.ts); `before` gives the untrimmed essay's standing each way `review` reads a text
 * (asked for only when there is a cut to check).
 */
export async function planTrimKeepingScore(
  essay: ParsedEssay,
  unit: LimitType,
  limit: number | null,
  before: () => Promise<Standing[]>,
  review: Reviewer,
): Promise<TrimPlan> {
  return planOf(essay, unit, limit, await keepScore(essay.text, findCuts(essay), before, review));
}
