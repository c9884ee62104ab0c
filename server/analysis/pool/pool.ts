// A pool of analysis workers (worker_threads) so CPU-heavy linting never blocks the server's
// event loop. Workers warm harper/wink/nspell at start. When workers are idle, one essay's new
// sentences are shared among them (harper dominates the cost; pool/share.ts), and a main-thread
// cache of per-sentence lints makes a revised draft cost only its changed sentences.
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import os from 'node:os';
import type { AnalysisInput } from '../../../shared/analysis/input';
import type { AnalysisResult } from '../../../shared/analysis/feedback';
import type { StageEvent } from '../../../shared/analysis/stages';
import { validateInput } from '../input';
import { splitChunks } from '../lint/chunks';
import { cacheGet, cachePut } from '../lint/harper';
import { AnalysisInputError, abortError } from '../errors';
import { emitStage, finishPipeline, type EnhanceHook } from '../pipeline';
import type { FromWorker, LintEntries, ToWorker } from './protocol';
import { HARPER_USERS, selectAnalyzers } from '../analyzers/registry';

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

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  jobs: Set<number>;
}

interface Job {
  id: number;
  input: AnalysisInput;
  opts: PoolAnalyzeOptions;
  resolve: (r: AnalysisResult) => void;
  reject: (e: unknown) => void;
  settled: boolean;
  lead?: Slot;
}

const CANCEL_GRACE_MS = 3000;
const MIN_SHARED = 4; // fewer new chunks than this are not worth a helper's round trip
const WORKER_URL = new URL('./worker.ts', import.meta.url).href;
const BOOTSTRAP = `const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.file); });`;

function spawn(): Slot {
  // The worker is a .ts file. Node 20 ignores `--import tsx` in a worker's execArgv, so a tiny
  // bootstrap registers tsx's loader inside the thread first; this works under tsx and vitest.
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { file: WORKER_URL } });
  let onReady: () => void = () => {};
  let onFail: (e: unknown) => void = () => {};
  const ready = new Promise<void>((res, rej) => ((onReady = res), (onFail = rej)));
  worker.once('error', onFail);
  const slot: Slot = { worker, ready, isReady: false, jobs: new Set() };
  worker.on('message', function first(m: FromWorker) {
    if (m.type === 'ready') {
      worker.off('message', first);
      slot.isReady = true;
      onReady();
    }
  });
  ready.catch(() => {});
  return slot;
}

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
      const err =
        m.error.name === 'AnalysisInputError'
          ? new AnalysisInputError(m.error.message, m.error.field)
          : m.error.name === 'AbortError'
            ? abortError(m.error.message)
            : Object.assign(new Error(m.error.message), { name: m.error.name });
      settle(job, undefined, err);
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

  const post = (slot: Slot, m: ToWorker, transfer: MessagePort[] = []) =>
    slot.worker.postMessage(m, transfer);
  const idle = () => slots.filter((s) => s.isReady && s.jobs.size === 0);

  function pump(): void {
    for (;;) {
      const free = idle();
      const job = queue[0];
      if (!job || free.length === 0) return;
      queue.shift();
      if (job.settled) continue;
      const [lead, ...others] = free as [Slot, ...Slot[]];
      const provided: LintEntries = [];
      const uncached = new Set<string>();
      const usesHarper = selectAnalyzers(job.opts.analyzers).some((a) => HARPER_USERS.has(a.name));
      if (usesHarper) {
        for (const c of splitChunks(job.input.text)) {
          const hit = cacheGet(c.text);
          if (hit) provided.push([c.text, hit]);
          else uncached.add(c.text);
        }
      }
      // Share only when nothing else waits for a worker: queued essays keep the others busy.
      const helpers = shard && queue.length === 0 && uncached.size >= MIN_SHARED ? others : [];
      job.lead = lead;
      lead.jobs.add(job.id);
      let share: Extract<ToWorker, { type: 'analyze' }>['share'];
      const transfer: MessagePort[] = [];
      if (helpers.length) {
        // Longest first, so the last chunks claimed are short and the workers finish together.
        const chunks = [...uncached].sort((a, b) => b.length - a.length);
        const counter = new SharedArrayBuffer(4);
        share = { chunks, counter, helpers: [] };
        for (const helper of helpers) {
          const lid = nextId++;
          const { port1, port2 } = new MessageChannel();
          lintOwners.set(lid, job.id);
          helper.jobs.add(lid);
          share.helpers.push({ id: lid, port: port1 });
          transfer.push(port1);
          post(helper, { type: 'lint', id: lid, share: { chunks, counter }, port: port2 }, [port2]);
        }
      }
      post(
        lead,
        {
          type: 'analyze',
          id: job.id,
          input: job.input,
          analyzers: job.opts.analyzers,
          provided,
          share,
          render: !job.opts.enhance,
        },
        transfer,
      );
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
