// Pipeline stages and the event the stream carries (product spec section 4). The start
// percentages are part of the contract: the client marks a stage done once progress
// exceeds its start by more than 10.
import { z } from 'zod';

export const ANALYSIS_STAGES = [
  { stage: 'starting', progress: 0, label: 'Starting analysis' },
  { stage: 'analyzers', progress: 15, label: 'Running quality checks' },
  { stage: 'processing', progress: 45, label: 'Processing results' },
  { stage: 'llm_enhancement', progress: 60, label: 'Personalizing suggestions' },
  { stage: 'finalizing', progress: 95, label: 'Finalizing' },
] as const;

export type PipelineStage = (typeof ANALYSIS_STAGES)[number]['stage'];

// 'complete' and 'error' close a stream; the server emits them, not the pipeline.
export const StageNameSchema = z.enum([
  'starting',
  'analyzers',
  'processing',
  'llm_enhancement',
  'finalizing',
  'complete',
  'error',
]);
export type StageName = z.infer<typeof StageNameSchema>;

export const StageEventSchema = z.object({
  stage: StageNameSchema,
  progress: z.number().min(0).max(100),
  detail: z.string(),
});
export type StageEvent = z.infer<typeof StageEventSchema>;

export function stageInfo(stage: PipelineStage): (typeof ANALYSIS_STAGES)[number] {
  const found = ANALYSIS_STAGES.find((s) => s.stage === stage);
  if (!found) throw new Error(`unknown stage ${stage}`);
  return found;
}
