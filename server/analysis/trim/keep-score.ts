// Trimming must never cost the student points. A cut can: a shortened phrase a rule now flags
// ('Prior to attending …, my paradigm' -> 'Before attending …' is the dangling modifier it was), a
// cut that breaks the thread the reader follows from sentence to sentence, the same slips in fewer
// words. So the cuts are checked by reviewing the trimmed essay the way the student's review reads
// it (with their limit, and for the writing alone without it), and a cut that lowers a score or
// adds a flagged error is not offered. The review is passed in, so this module needs no pipeline.
import type { Feedback } from '../../../shared/analysis/feedback';
import { AnalysisInputError } from '../errors';
import { applyCuts, compatibleCuts, type TrimCut } from '../../../shared/analysis/trim';

/** What trimming must not lower, from one review. */
export interface Standing {
  overall: number;
  content: number;
  /** Flagged problems (annotations marked error or warning): a cut must not add one. */
  errors: number;
}

/**
 * Reviews a text each way it is read (the same ways, in the same order, every call), one review per
 * call of a way: a way that already falls spares the reviews of the rest.
 */
export type Reviewer = (text: string) => Array<() => Promise<Standing>>;

/** Content may give up this much (the allowance): a shorter essay can be a little less developed. */
const CONTENT_ALLOWANCE = 2;
/** Reviews of trimmed texts one plan may ask for; past it, cuts that still fail are dropped untried. */
const MAX_REVIEWS = 24;

export const standingOf = (f: Feedback): Standing => ({
  overall: f.overall_score,
  content: f.section_scores.content.score,
  errors: f.annotations.filter((a) => a.severity === 'error' || a.severity === 'warning').length,
});

const holds = (before: Standing, after: Standing) =>
  after.overall >= before.overall &&
  after.content >= before.content - CONTENT_ALLOWANCE &&
  after.errors <= before.errors;

/**
 * The cuts, less those that would lower the review: first all of them together (what "Apply until
 * it fits" reaches when they cannot fit); if that falls, each cut alone, dropping the ones that
 * fall; then, while the rest together still fall, the lowest-ranked one. Ranks are renumbered.
 */
export async function keepScore(
  text: string,
  cuts: readonly TrimCut[],
  standingBefore: () => Promise<Standing[]>,
  review: Reviewer,
): Promise<TrimCut[]> {
  // Most essays under their limit have no cut to offer: they pay for no extra review.
  if (!cuts.length) return [];
  const before = await standingBefore();
  let budget = MAX_REVIEWS;
  const tryCuts = async (chosen: readonly TrimCut[]) => {
    budget--;
    try {
      for (const [i, way] of review(applyCuts(text, chosen)).entries())
        if (!holds(before[i]!, await way())) return false;
      return true;
    } catch (e) {
      // A trimmed text the review refuses (too short to review) is a plan that cannot hold.
      if (e instanceof AnalysisInputError) return false;
      throw e;
    }
  };
  let kept = [...cuts];
  if (await tryCuts(kept)) return kept;
  const failed = new Set<TrimCut>();
  for (const c of compatibleCuts(kept)) {
    if (budget <= 1 || !(await tryCuts([c]))) failed.add(c);
  }
  kept = kept.filter((c) => !failed.has(c));
  // Cuts an overlapping one hid until now were never tried alone: they go too.
  const tried = new Set(compatibleCuts(cuts));
  kept = kept.filter((c) => tried.has(c));
  while (kept.length && !(budget > 0 && (await tryCuts(kept)))) kept = kept.slice(0, -1);
  return kept.map((c, rank) => ({ ...c, rank }));
}
