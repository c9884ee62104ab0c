import { useCallback, useMemo, useState } from 'react';
import {
  applyCuts,
  compatibleCuts,
  cutsUntilFit,
  landing,
  removesContent,
  type TrimCut,
  type TrimPlan,
} from '../../../../../shared/analysis/trim';

// The "Fit the word limit" panel's state: which cuts are applied. The essay shown in the editor is
// the reviewed text with those cuts applied (shared applyCuts), so undoing one is exact. Once the
// student types in the essay, the cuts no longer point at the right words and the panel stands down.

export interface TrimState {
  applied: ReadonlySet<number>;
  /** Where the essay lands with the applied cuts. */
  landsAt: number;
  /** Cuts that cannot be applied beside one already applied (they overlap it). */
  blocked: ReadonlySet<number>;
  /** The editor text no longer comes from the reviewed text and the applied cuts. */
  stale: boolean;
  toggle(cut: TrimCut): void;
  applyUntilFits(): void;
  undoAll(): void;
}

export function useTrim(
  plan: TrimPlan,
  reviewedText: string,
  text: string,
  onText: (t: string) => void,
): TrimState {
  const [applied, setApplied] = useState<ReadonlySet<number>>(new Set());
  const chosen = useMemo(() => plan.cuts.filter((c) => applied.has(c.rank)), [plan, applied]);
  const expected = useMemo(() => applyCuts(reviewedText, chosen), [reviewedText, chosen]);
  const stale = text !== expected;
  const blocked = useMemo(() => {
    const out = new Set<number>();
    for (const c of plan.cuts)
      if (!applied.has(c.rank) && chosen.some((a) => c.start < a.end && a.start < c.end)) out.add(c.rank);
    return out;
  }, [plan, applied, chosen]);

  const set = useCallback(
    (next: ReadonlySet<number>) => {
      setApplied(next);
      onText(
        applyCuts(
          reviewedText,
          plan.cuts.filter((c) => next.has(c.rank)),
        ),
      );
    },
    [onText, plan, reviewedText],
  );
  const toggle = (cut: TrimCut) => {
    const next = new Set(applied);
    if (next.has(cut.rank)) next.delete(cut.rank);
    else next.add(cut.rank);
    set(next);
  };
  const applyUntilFits = () => {
    // The ones already applied count first; then the rest in rank order until the limit is reached.
    // Only wording cuts: a cut that removes content is applied by the student after reading it.
    const limit = plan.limit ?? 0;
    const free = plan.cuts.filter(
      (c) => !applied.has(c.rank) && !blocked.has(c.rank) && !removesContent(c.kind),
    );
    const rest = { ...plan, used: landing(plan, chosen), cuts: compatibleCuts(free) };
    set(new Set([...applied, ...cutsUntilFit(rest, limit).map((c) => c.rank)]));
  };
  return {
    applied,
    landsAt: landing(plan, chosen),
    blocked,
    stale,
    toggle,
    applyUntilFits,
    undoAll: () => set(new Set()),
  };
}
