// A pool of analysis workers (worker_threads) so CPU-heavy linting never blocks the server's
// event loop. Workers warm harper/wink/nspell at start. When workers are idle, one essay's new
// sentences are shared among them (harper dominates the cost; pool/share.ts), and a main-thread
// cache of per-sentence lints makes a revised draft cost only its changed sentences.
// Starting a worker is in pool/slot.ts; sending one essay to the workers, in pool/dispatch.ts.
import os from 'node:os';
import type { AnalysisResult } from '../../../shared/analysis/feedback';
import { validateInput } from '../input';
import { splitChunks } from '../lint/chunks';
import { cachePut } from '../lint/harper';
import { abortError } from '../errors';
import { emitStage, finishPipeline } from '../pipeline';
import type { FromWorker } from './protocol';
import { selectAnalyzers } from '../analyzers/registry';
import { dispatch } from './dispatch';
import { post, spawn, workerError, type Slot } from './slot';
import type { AnalysisPool, Job, PoolOptions } from './types';

export type { AnalysisPool, PoolAnalyzeOptions, PoolOptions } from './types';

const CANCEL_GRACE_MS = 3000;

export function createAnalysisPool(options: PoolOptions = {}): AnalysisPool {
  const size = Math.max(1, options.size ?? Math.min(os.availableParallelism(), 8));
  const shard = options.shard ?? true;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const jobs = new Map<number, Job>();
  const lintOwners = new Map<number, number>(); // helper's lint job id -> analysis job id
  let nextId = 1;
  let closed = false;

  const attach = (slot: Slot) => {
    slot.worker.on('message', (m: FromWorker) => onMessage(slot, m));
    slot.worker.on('error', (e) => replace(slot, e));
    slot.worker.on(
      'exit',
      () => !closed && slots.includes(slot) && replace(slot, new Error('analysis worker exited')),
    );
  };

  const replace = (slot: Slot, reason: unknown) => {
    const i = slots.indexOf(slot);
    if (i < 0 || closed) return;
    slots.splice(i, 1);
    void slot.worker.terminate();
    for (const id of slot.jobs) {
      if (lintOwners.has(id)) helperLost(id);
      else settle(jobs.get(id), undefined, reason);
    }
    const fresh = spawn();
    attach(fresh);
    slots.push(fresh);
    void fresh.ready.then(pump, () => {});
  };

  const newLintId = (job: Job) => {
    const lid = nextId++;
    lintOwners.set(lid, job.id);
    return lid;
  };

  /** A helper died or failed: its lead lints the chunks the helper had claimed. */
  function helperLost(lintId: number): void {
    const job = jobs.get(lintOwners.get(lintId) ?? -1);
    lintOwners.delete(lintId);
    if (job?.lead && !job.settled) post(job.lead, { type: 'helper-lost', id: job.id, lintId });
  }

  function settle(job: Job | undefined, result?: AnalysisResult, error?: unknown): void {
    if (!job || job.settled) return;
    job.settled = true;
    jobs.delete(job.id);
    if (error !== undefined) job.reject(error);
    else if (result) job.resolve(result);
  }

  function onMessage(slot: Slot, m: FromWorker): void {
    if (m.type === 'ready') return;
    const job = jobs.get(lintOwners.get(m.id) ?? m.id);
    if (m.type === 'event') {
      if (job && !job.settled) job.opts.onEvent?.(m.event);
      return;
    }
    slot.jobs.delete(m.id);
    if (m.type === 'lints') {
      lintOwners.delete(m.id);
      for (const [t, l] of m.lints) cachePut(t, l);
    } else if (m.type === 'done') {
      for (const [t, l] of m.computed) cachePut(t, l);
      if (job && !job.settled && m.rendered && !job.opts.enhance) {
        emitStage(job.opts.onEvent, 'finalizing');
        settle(job, { feedback: m.feedback, ...m.rendered });
      } else if (job && !job.settled) {
        finishPipeline(m.feedback, {
          signal: job.opts.signal,
          onEvent: job.opts.onEvent,
          enhance: job.opts.enhance,
        }).then(
          (r) => settle(job, r),
          (e) => settle(job, undefined, e),
        );
      }
    } else if (m.type === 'error' && lintOwners.has(m.id)) {
      helperLost(m.id);
    } else if (m.type === 'error') {
      settle(job, undefined, workerError(m.error));
    }
    pump();
  }

  // Requests that arrive together (a burst, a batch) are queued before any is dispatched, so the
  // first is not shared among all the workers while the others wait for it.
  let pumpScheduled = false;
  const schedulePump = () => {
    if (pumpScheduled) return;
    pumpScheduled = true;
    queueMicrotask(() => {
      pumpScheduled = false;
      pump();
    });
  };

  const idle = () => slots.filter((s) => s.isReady && s.jobs.size === 0);

  function pump(): void {
    for (;;) {
      const free = idle();
      const job = queue[0];
      if (!job || free.length === 0) return;
      queue.shift();
      if (job.settled) continue;
      dispatch(job, free as [Slot, ...Slot[]], { shard, queued: queue.length, newLintId });
    }
  }

  function onAbort(job: Job): void {
    if (job.settled) return;
    const reason = abortError(job.opts.signal?.reason);
    const lead = job.lead;
    settle(job, undefined, reason);
    const qi = queue.indexOf(job);
    if (qi >= 0) queue.splice(qi, 1);
    if (lead && lead.jobs.has(job.id)) {
      post(lead, { type: 'cancel', id: job.id });
      // A worker stuck in one long synchronous step is replaced rather than waited for.
      setTimeout(() => lead.jobs.has(job.id) && replace(lead, reason), CANCEL_GRACE_MS).unref();
    }
  }

  for (let i = 0; i < size; i++) {
    const slot = spawn();
    attach(slot);
    slots.push(slot);
    void slot.ready.then(pump, () => {});
  }
  // The main thread's share of a request (input validation, chunking) is compiled here too.
  const warmText = 'Warm up the main thread. It validates input and splits it into chunks!';
  validateInput({ text: warmText });
  splitChunks(warmText);

  return {
    size,
    async warm() {
      await Promise.all(slots.map((s) => s.ready));
    },
    analyze(input, opts = {}) {
      if (closed) return Promise.reject(new Error('analysis pool is closed'));
      try {
        validateInput(input);
        selectAnalyzers(opts.analyzers);
      } catch (e) {
        return Promise.reject(e);
      }
      if (opts.signal?.aborted) return Promise.reject(abortError(opts.signal.reason));
      return new Promise<AnalysisResult>((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          input,
          opts,
          resolve,
          reject,
          settled: false,
        };
        jobs.set(job.id, job);
        emitStage(opts.onEvent, 'starting');
        opts.signal?.addEventListener('abort', () => onAbort(job), { once: true });
        queue.push(job);
        schedulePump();
      });
    },
    async close() {
      closed = true;
      for (const job of [...jobs.values()]) settle(job, undefined, new Error('analysis pool closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
