import { ANALYSIS_STAGES } from '../../../../shared/analysis/stages';

// Progress panel rules (spec section 4): a stage shows done once progress exceeds its start by
// more than 10; a finished review shows every stage done. A stage that has started (or is the one
// the server last named) and is not done yet is the active one.

export type StageState = 'done' | 'active' | 'pending';

export const isStageDone = (stageStart: number, progress: number): boolean => progress > stageStart + 10;

export interface StageRow {
  stage: string;
  label: string;
  state: StageState;
}

export function stageRows(progress: number, currentStage: string | null, complete: boolean): StageRow[] {
  return ANALYSIS_STAGES.map(({ stage, progress: start, label }) => {
    let state: StageState = 'pending';
    if (complete || isStageDone(start, progress)) state = 'done';
    else if (stage === currentStage || progress >= start) state = 'active';
    return { stage, label, state };
  });
}
