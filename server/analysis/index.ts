// Public entry point of the analysis engine. The server, the CLI and the benchmarks all call
// these; nothing here depends on Express.
export { analyzeEssay, type AnalyzeOptions, type EnhanceHook } from './pipeline';
export {
  createAnalysisPool,
  type AnalysisPool,
  type PoolOptions,
  type PoolAnalyzeOptions,
} from './pool/pool';
export { renderResult } from './render/result';
export { warmEngine } from './nlp/warm';
export { AnalysisInputError, isAbortError } from './errors';
export { ANALYZER_NAMES } from './analyzers/registry';
export type { AnalysisInput } from '../../shared/analysis/input';
export type { AnalysisResult, Feedback } from '../../shared/analysis/feedback';
export type { StageEvent } from '../../shared/analysis/stages';
