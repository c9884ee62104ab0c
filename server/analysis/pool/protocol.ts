// Messages between the pool (main thread) and its workers. Plain data only.
import type { AnalysisInput } from '../../../shared/analysis/input';
import type { Feedback } from '../../../shared/analysis/feedback';
import type { StageEvent } from '../../../shared/analysis/stages';
import type { RawLint } from '../lint/harper';

export type LintEntries = Array<[string, RawLint[]]>;

export type ToWorker =
  | {
      type: 'analyze';
      id: number;
      input: AnalysisInput;
      analyzers?: string[];
      provided: LintEntries;
      deferred: string[];
    }
  | { type: 'lint'; id: number; chunks: string[] }
  | { type: 'shard'; id: number; lints: LintEntries }
  | { type: 'cancel'; id: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'event'; id: number; event: StageEvent }
  | { type: 'done'; id: number; feedback: Feedback; computed: LintEntries }
  | { type: 'lints'; id: number; lints: LintEntries }
  | { type: 'error'; id: number; error: { name: string; message: string; field?: string } };
