import { ANALYSIS_STAGES, type PipelineStage, type StageEvent } from '../../shared/analysis/stages';

// Keeps a review's progress events well-formed for the client, whatever the engine or the premium layer
// emit: the five stages always appear, in order, each at least once, and progress never goes back.
// A stage the pipeline skipped (llm_enhancement for a basic review) is announced with `skipped` as its
// detail, so the progress panel can tick it off.

export type ProgressEvent = StageEvent & { stage: PipelineStage } & Record<string, unknown>;

const ORDER = ANALYSIS_STAGES.map((s) => s.stage) as PipelineStage[];
const isPipelineStage = (stage: string): stage is PipelineStage => (ORDER as string[]).includes(stage);

export class StageSequence {
  private index = -1;
  private progress = 0;

  constructor(
    private readonly send: (event: ProgressEvent) => void,
    private readonly skipped: Partial<Record<PipelineStage, string>> = {},
  ) {}

  /** The last progress sent (for an error event). */
  get lastProgress(): number {
    return this.progress;
  }

  push = (event: StageEvent & Record<string, unknown>): void => {
    if (!isPipelineStage(event.stage)) return;
    const at = ORDER.indexOf(event.stage);
    if (at < this.index) return;
    this.advanceTo(at);
    this.progress = Math.max(this.progress, Math.min(99, event.progress));
    this.send({ ...event, stage: event.stage, progress: this.progress });
  };

  /** Announces every stage before `stage` that has not been seen yet. */
  private advanceTo(at: number): void {
    for (let i = this.index + 1; i < at; i++) {
      const info = ANALYSIS_STAGES[i]!;
      this.progress = Math.max(this.progress, info.progress);
      this.send({
        stage: info.stage,
        progress: this.progress,
        detail: this.skipped[info.stage] ?? info.label,
      });
    }
    this.index = Math.max(this.index, at);
  }
}
