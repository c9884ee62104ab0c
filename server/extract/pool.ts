import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { DocumentKind } from './detect';
import type { ExtractedDocument, ExtractLimits } from './document';
import { ExtractError, type ExtractErrorCode, EXTRACT_MESSAGES } from './errors';
import type { WorkerReply, WorkerRequest } from './worker';

// A few long-lived worker threads that parse uploads. Each job has a time limit: a worker that exceeds it
// (or runs out of its memory cap) is terminated and replaced, and the job fails with a clear error.

export interface ExtractionPoolOptions {
  size: number;
  timeoutMs: number;
  /** Jobs allowed to wait for a worker; more are refused with ExtractError('busy'). */
  maxQueue: number;
  /**
   * Longest a job may wait for a worker. A job expected to wait longer (from recent parse times) is refused
   * at once, and one still waiting when the time is up is refused then: the student hears "busy, try again"
   * instead of watching a spinner behind a queue of heavy files.
   */
  maxWaitMs?: number;
  /** Heap cap per worker: a document that needs more kills only its worker. */
  maxHeapMb?: number;
  logger?: Logger;
}

interface Job {
  id: number;
  data: Uint8Array;
  limits: ExtractLimits;
  resolve(doc: ExtractedDocument): void;
  reject(err: ExtractError): void;
  timer?: NodeJS.Timeout;
  waitTimer?: NodeJS.Timeout;
  startedAt?: number;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

export class ExtractionPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Recent parse time (exponential moving average), for the expected wait; 0 until a job has finished. */
  private parseMs = 0;

  constructor(private readonly options: ExtractionPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, options.size) }, () => ({ worker: null, job: null }));
  }

  run(buf: Buffer, limits: ExtractLimits): Promise<ExtractedDocument> {
    if (this.closed) return Promise.reject(new ExtractError('busy'));
    const allBusy = !this.slots.some((s) => !s.job);
    if (allBusy && (this.queue.length >= this.options.maxQueue || this.expectedWaitMs() > this.maxWaitMs)) {
      return Promise.reject(new ExtractError('busy'));
    }
    return new Promise((resolve, reject) => {
      // A copy: multer's buffer may share memory with other small buffers, so it is never transferred.
      const job: Job = { id: this.nextId++, data: new Uint8Array(buf), limits, resolve, reject };
      this.queue.push(job);
      job.waitTimer = setTimeout(() => this.giveUpWaiting(job), this.maxWaitMs);
      this.dispatch();
    });
  }

  private get maxWaitMs(): number {
    return this.options.maxWaitMs ?? this.options.timeoutMs;
  }

  /** How long a job queued now would wait: the jobs ahead of it, spread over the workers. */
  private expectedWaitMs(): number {
    return ((this.queue.length + 1) * this.parseMs) / this.slots.length;
  }

  private giveUpWaiting(job: Job): void {
    const at = this.queue.indexOf(job);
    if (at === -1) return;
    this.queue.splice(at, 1);
    job.reject(new ExtractError('busy'));
  }

  /** Starts every worker and loads the parsers, so the first upload is as fast as the rest. */
  async warm(): Promise<void> {
    await Promise.all(
      this.slots.map(
        (slot) =>
          new Promise<void>((resolve) => {
            const worker = this.spawn(slot);
            const id = this.nextId++;
            const onMessage = (reply: WorkerReply) => {
              if (reply.id !== id) return;
              worker.off('message', onMessage);
              resolve();
            };
            worker.on('message', onMessage);
            worker.once('exit', () => resolve());
            worker.postMessage({ type: 'warm', id } satisfies WorkerRequest);
          }),
      ),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.waitTimer);
      job.reject(new ExtractError('busy'));
    }
    await Promise.all(this.slots.map((slot) => this.kill(slot, new ExtractError('busy'))));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      const job = this.queue.shift()!;
      clearTimeout(job.waitTimer);
      job.startedAt = Date.now();
      slot.job = job;
      const worker = slot.worker ?? this.spawn(slot);
      worker.ref();
      job.timer = setTimeout(() => void this.kill(slot, new ExtractError('timeout')), this.options.timeoutMs);
      worker.postMessage({
        type: 'extract',
        id: job.id,
        data: job.data,
        limits: job.limits,
      } satisfies WorkerRequest);
    }
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(ENTRY, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? 256 },
      stdout: true,
      stderr: true,
    });
    // pdf.js warns on stdout about odd fonts; keep worker output out of the server's log stream.
    worker.stdout.resume();
    worker.stderr.resume();
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (slot.worker !== worker || !job || reply.id !== job.id) return;
      this.finish(slot, job);
      if (reply.ok)
        job.resolve({ ...reply.doc, kind: reply.doc?.kind as DocumentKind, text: reply.doc?.text ?? '' });
      else job.reject(toExtractError(reply.code, reply.message));
    });
    worker.on('error', (err: Error & { code?: string }) => {
      this.options.logger?.warn({ err: err.message, code: err.code }, 'extraction worker failed');
      const code = err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'corrupt';
      void this.kill(slot, new ExtractError(code), worker);
    });
    worker.on('exit', () => void this.kill(slot, new ExtractError('corrupt'), worker));
    slot.worker = worker;
    return worker;
  }

  private finish(slot: Slot, job: Job): void {
    clearTimeout(job.timer);
    const took = Date.now() - (job.startedAt ?? Date.now());
    this.parseMs = this.parseMs === 0 ? took : 0.7 * this.parseMs + 0.3 * took;
    slot.job = null;
    slot.worker?.unref();
    if (!this.closed) setImmediate(() => this.dispatch());
  }

  /** Terminates the slot's worker (if it is still `expected`) and fails its job with `reason`. */
  private async kill(slot: Slot, reason: ExtractError, expected?: Worker): Promise<void> {
    const worker = slot.worker;
    if (!worker || (expected && worker !== expected)) return;
    slot.worker = null;
    const job = slot.job;
    if (job) {
      this.finish(slot, job);
      job.reject(reason);
    }
    await worker.terminate().catch(() => undefined);
  }
}

function toExtractError(code: string, message: string): ExtractError {
  const known = code in EXTRACT_MESSAGES ? (code as ExtractErrorCode) : 'corrupt';
  return new ExtractError(known, message || EXTRACT_MESSAGES[known]);
}
