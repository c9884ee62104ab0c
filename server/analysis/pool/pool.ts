// A pool of analysis workers (worker_threads) so CPU-heavy linting never blocks the server's
// event loop. Workers warm harper/wink/nspell at start. When workers are idle, one essay's new
// sentences are split across them (harper dominates the cost), and a main-thread cache of
// per-sentence lints makes a revised draft cost only its changed sentences.
import { Worker } from 'node:worker_threads';
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
  /** Split one essay's linting across idle workers (default true). */
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
  pendingShards: number;
  shardLints: LintEntries;
}

const CANCEL_GRACE_MS = 3000;
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
    for (const id of slot.jobs) settle(jobs.get(id), undefined, reason);
    const fresh = spawn();
    attach(fresh);
    slots.push(fresh);
    void fresh.ready.then(pump, () => {});
  };

  function settle(job: Job | undefined, result?: AnalysisResult, error?: unknown): void {
    if (!job || job.settled) return;
    job.settled = true;
    jobs.delete(job.id);
    if (error !== undefined) job.reject(error);
    else if (result) job.resolve(result);
  }

  const lintOwners = new Map<number, number>(); // lint job id -> analysis job id

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
      if (job && !job.settled && job.lead) {
        job.shardLints.push(...m.lints);
        if (--job.pendingShards === 0) post(job.lead, { type: 'shard', id: job.id, lints: job.shardLints });
      }
    } else if (m.type === 'done') {
      for (const [t, l] of m.computed) cachePut(t, l);
      if (job && !job.settled) {
        finishPipeline(m.feedback, {
          signal: job.opts.signal,
          onEvent: job.opts.onEvent,
          enhance: job.opts.enhance,
        }).then(
          (r) => settle(job, r),
          (e) => settle(job, undefined, e),
        );
      }
    } else if (m.type === 'error') {
      lintOwners.delete(m.id);
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

  const post = (slot: Slot, m: ToWorker) => slot.worker.postMessage(m);
  const idle = () => slots.filter((s) => s.isReady && s.jobs.size === 0);

  function partition(texts: string[], parts: number): string[][] {
    const groups = Array.from({ length: parts }, () => ({ size: 0, items: [] as string[] }));
    for (const t of [...texts].sort((a, b) => b.length - a.length)) {
      const g = groups.reduce((a, b) => (b.size < a.size ? b : a));
      g.items.push(t);
      g.size += t.length + 40; // per-call overhead
    }
    return groups.map((g) => g.items);
  }

  function pump(): void {
    for (;;) {
      const free = idle();
      const job = queue[0];
      if (!job || free.length === 0) return;
      queue.shift();
      if (job.settled) continue;
      const [lead, ...others] = free as [Slot, ...Slot[]];
      const helpers = shard && queue.length === 0 ? others : [];
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
      const groups =
        helpers.length && uncached.size >= 4 ? partition([...uncached], helpers.length + 1) : [[...uncached]];
      const deferred: string[] = [];
      job.lead = lead;
      job.pendingShards = 0;
      groups.slice(1).forEach((chunks, i) => {
        if (chunks.length === 0) return;
        const helper = helpers[i]!;
        const lid = nextId++;
        lintOwners.set(lid, job.id);
        helper.jobs.add(lid);
        job.pendingShards++;
        deferred.push(...chunks);
        post(helper, { type: 'lint', id: lid, chunks });
      });
      lead.jobs.add(job.id);
      post(lead, {
        type: 'analyze',
        id: job.id,
        input: job.input,
        analyzers: job.opts.analyzers,
        provided,
        deferred,
      });
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
          pendingShards: 0,
          shardLints: [],
        };
        jobs.set(job.id, job);
        emitStage(opts.onEvent, 'starting');
        opts.signal?.addEventListener('abort', () => onAbort(job), { once: true });
        queue.push(job);
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of [...jobs.values()]) settle(job, undefined, new Error('analysis pool closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
