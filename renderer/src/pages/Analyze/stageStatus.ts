import { ANALYSIS_STAGES } from '../../../../shared/analysis/stages';
import { PREMIUM_UNAVAILABLE_NOTES } from '../../../../shared/premium';

// Progress panel rules (spec section 4): a stage shows done once progress exceeds its start by
// more than 10; a finished review shows every stage done. A stage that has started (or is the one
// the server last named) and is not done yet is the active one. A stage the server did not run
// (llm_enhancement on a basic review) shows as skipped, never as done.

export type StageState = 'done' | 'active' | 'pending' | 'skipped';

export const isStageDone = (stageStart: number, progress: number): boolean => progress > stageStart + 10;

export interface StageRow {
  stage: string;
  label: string;
  state: StageState;
}

export function stageRows(
  progress: number,
  currentStage: string | null,
  complete: boolean,
  skipped: readonly string[] = [],
): StageRow[] {
  return ANALYSIS_STAGES.map(({ stage, progress: start, label }) => {
    let state: StageState = 'pending';
    if (skipped.includes(stage)) state = 'skipped';
    else if (complete || isStageDone(start, progress)) state = 'done';
    else if (stage === currentStage || progress >= start) state = 'active';
    return { stage, label, state };
  });
}

/** The only stage the server may leave out: the premium layer's. */
export const PREMIUM_STAGE = 'llm_enhancement';

const SKIP_NOTES: readonly string[] = Object.values(PREMIUM_UNAVAILABLE_NOTES);

/**
 * Whether a progress event says its stage was not run. The server announces a stage it skipped with
 * a note instead of the stage's label: 'Skipped: …' on a basic review, or why premium is unavailable.
 */
export function isSkipEvent(event: { stage: string; detail: string }): boolean {
  if (event.stage !== PREMIUM_STAGE) return false;
  return /^skipped\b/i.test(event.detail.trim()) || SKIP_NOTES.includes(event.detail);
}

/**
 * The stages a finished review did not run. The result says whether premium feedback was applied;
 * an older answer without that says nothing, and then only a basic request tells.
 */
export function skippedStagesOf(
  result: { premium?: { applied: boolean } | null },
  premiumRequested: boolean,
): string[] {
  const applied = result.premium ? result.premium.applied : premiumRequested;
  return applied ? [] : [PREMIUM_STAGE];
}
