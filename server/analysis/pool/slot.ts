// One analysis worker thread: starting it, posting to it, and rebuilding the errors it reports.
import { Worker, type MessagePort } from 'node:worker_threads';
import { AnalysisInputError, abortError } from '../errors';
import type { FromWorker, ToWorker } from './protocol';

export interface Slot {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  jobs: Set<number>;
}

const WORKER_URL = new URL('./worker.ts', import.meta.url).href;
const BOOTSTRAP = `const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.file); });`;

export function spawn(): Slot {
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

export const post = (slot: Slot, m: ToWorker, transfer: MessagePort[] = []) =>
  slot.worker.postMessage(m, transfer);

/** The error a worker reported, rebuilt as the kind the caller can tell apart. */
export function workerError(error: Extract<FromWorker, { type: 'error' }>['error']): Error {
  return error.name === 'AnalysisInputError'
    ? new AnalysisInputError(error.message, error.field)
    : error.name === 'AbortError'
      ? abortError(error.message)
      : Object.assign(new Error(error.message), { name: error.name });
}
