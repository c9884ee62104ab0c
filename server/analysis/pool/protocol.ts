// Messages between the pool (main thread) and its workers. Plain data only, plus the ports and
// shared counter of work sharing (pool/share.ts).
import type { MessagePort } from 'node:worker_threads';
import type { AnalysisInput } from '../../../shared/analysis/input';
import type { AnalysisResult, Feedback } from '../../../shared/analysis/feedback';
import type { StageEvent } from '../../../shared/analysis/stages';
import type { RawLint } from '../lint/harper';

export type LintEntries = Array<[string, RawLint[]]>;

/** One essay's new chunks (longest first), claimed by all sharing workers through `counter`. */
export interface ShareSpec {
  chunks: string[];
  counter: SharedArrayBuffer;
}

export type ToWorker =
  | {
      type: 'analyze';
      id: number;
      input: AnalysisInput;
      analyzers?: string[];
      /** Lints the pool already has for some chunks. */
      provided: LintEntries;
      /** Work sharing: the helpers answer on their ports, keyed by their lint job ids. */
      share?: ShareSpec & { helpers: Array<{ id: number; port: MessagePort }> };
      /** Render html/markdown/json here (no enhance hook runs on the main thread afterwards). */
      render: boolean;
    }
  | { type: 'lint'; id: number; share: ShareSpec; port: MessagePort }
  /** A helper of job `id` died; its lint job `lintId` will never answer. */
  | { type: 'helper-lost'; id: number; lintId: number }
  | { type: 'cancel'; id: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'event'; id: number; event: StageEvent }
  | {
      type: 'done';
      id: number;
      feedback: Feedback;
      /** Present when the analyze message asked the worker to render. */
      rendered?: Omit<AnalysisResult, 'feedback'>;
      computed: LintEntries;
    }
  | { type: 'lints'; id: number; lints: LintEntries }
  | { type: 'error'; id: number; error: { name: string; message: string; field?: string } };
