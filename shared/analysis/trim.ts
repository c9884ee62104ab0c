// The word-limit surgeon's contract (issue 35): ranked cuts into the submitted text, and the one
// way to apply a chosen set of them. The engine proposes; the Review screen, the CLI and the
// benchmark apply them with applyCuts, so the counter a student sees and the text they get agree.
import { z } from 'zod';
import { LimitTypeSchema, type LimitType } from './input';

export const TRIM_KINDS = [
  'wordy',
  'filler',
  'redundant',
  'adjective',
  'restatement',
  'summary',
  'aside',
] as const;
export const TrimKindSchema = z.enum(TRIM_KINDS);
export type TrimKind = z.infer<typeof TrimKindSchema>;

/**
 * Cuts that take content away (a sentence, an aside), not just wording: they are ranked
 * after every wording cut and the student reads each before applying it.
 */
const CONTENT_KINDS: ReadonlySet<TrimKind> = new Set(['restatement', 'summary', 'aside']);
export const removesContent = (kind: TrimKind): boolean => CONTENT_KINDS.has(kind);

export const TrimCutSchema = z.object({
  /** Rank, best first: 0 is the cut to make first. */
  rank: z.number().int().min(0),
  kind: TrimKindSchema,
  // UTF-16 offsets into the submitted text: [start, end) is replaced by `replacement`.
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  original: z.string(),
  replacement: z.string(),
  words_saved: z.number().int().min(0),
  chars_saved: z.number().int().min(0),
  /** Why the cut keeps the meaning, in the student's words. */
  reason: z.string(),
});
export type TrimCut = z.infer<typeof TrimCutSchema>;

export const TrimPlanSchema = z.object({
  unit: LimitTypeSchema,
  used: z.number().int().min(0),
  limit: z.number().int().min(1).nullable(),
  cuts: z.array(TrimCutSchema),
  /** How many cuts, in rank order, bring the essay within the limit; null when all of them do not. */
  fits_after: z.number().int().min(0).nullable(),
  /** Where the essay lands with every cut applied. */
  used_after_all: z.number().int().min(0),
});
export type TrimPlan = z.infer<typeof TrimPlanSchema>;

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Words as the engine and the length chip count them (letters or digits, inner ' and - join). */
export function countEssayWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export const savedIn = (cut: Pick<TrimCut, 'words_saved' | 'chars_saved'>, unit: LimitType): number =>
  unit === 'characters' ? cut.chars_saved : cut.words_saved;

/**
 * The cuts that can be applied together, in rank order: a cut that overlaps one ranked before it
 * (a phrase inside a sentence already cut) is left out.
 */
export function compatibleCuts<T extends Pick<TrimCut, 'start' | 'end' | 'rank'>>(cuts: readonly T[]): T[] {
  const kept: T[] = [];
  // The kept cuts never overlap, so in text order only the neighbours of a new one can overlap it.
  const byStart: T[] = [];
  for (const c of [...cuts].sort((a, b) => a.rank - b.rank)) {
    let lo = 0;
    let hi = byStart.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byStart[mid]!.start < c.start) lo = mid + 1;
      else hi = mid;
    }
    const before = byStart[lo - 1];
    const after = byStart[lo];
    if ((before && before.end > c.start) || (after && after.start < c.end)) continue;
    byStart.splice(lo, 0, c);
    kept.push(c);
  }
  return kept;
}

/** The text with the given cuts applied (overlapping ones dropped as compatibleCuts does). */
export function applyCuts(text: string, cuts: readonly TrimCut[]): string {
  let out = text;
  for (const c of compatibleCuts(cuts).sort((a, b) => b.start - a.start))
    out = out.slice(0, c.start) + c.replacement + out.slice(c.end);
  return out;
}

/** Where the essay would land with these cuts applied. */
export function landing(plan: Pick<TrimPlan, 'used' | 'unit'>, cuts: readonly TrimCut[]): number {
  return Math.max(0, plan.used - compatibleCuts(cuts).reduce((s, c) => s + savedIn(c, plan.unit), 0));
}

/** The first cuts in rank order that bring the essay within `limit` (all of them if they do not). */
export function cutsUntilFit(plan: Pick<TrimPlan, 'used' | 'unit' | 'cuts'>, limit: number): TrimCut[] {
  const chosen: TrimCut[] = [];
  let used = plan.used;
  for (const c of compatibleCuts(plan.cuts)) {
    if (used <= limit) break;
    chosen.push(c);
    used -= savedIn(c, plan.unit);
  }
  return chosen;
}
