// The pool's public options and interface, and the job it keeps for each essay it was asked to
// analyze.
import type { AnalysisInput } from '../../../shared/analysis/input';
import type { AnalysisResult } from '../../../shared/analysis/feedback';
import type { StageEvent } from '../../../shared/analysis/stages';
import type { EnhanceHook } from '../pipeline';
import type { Slot } from './slot';

export interface PoolOptions {
  size?: number;
  /** Share one essay's new sentences among idle workers (default true). */
  shard?: boolean;
}

export interface PoolAnalyzeOptions {
  signal?: AbortSignal;
  onEvent?: (event: StageEvent) => void;
  enhance?: EnhanceHook;
  analyzers?: string[];
}

export interface AnalysisPool {
  readonly size: number;
  warm(): Promise<void>;
  analyze(input: AnalysisInput, opts?: PoolAnalyzeOptions): Promise<AnalysisResult>;
  close(): Promise<void>;
}

export interface Job {
  id: number;
  input: AnalysisInput;
  opts: PoolAnalyzeOptions;
  resolve: (r: AnalysisResult) => void;
  reject: (e: unknown) => void;
  settled: boolean;
  lead?: Slot;
}
