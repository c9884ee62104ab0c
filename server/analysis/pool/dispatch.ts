// Sending one queued essay to the workers: the lints the main-thread cache already holds go with
// it, and when other workers are idle its uncached chunks are shared among them (pool/share.ts).
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { splitChunks } from '../lint/chunks';
import { cacheGet } from '../lint/harper';
import { HARPER_USERS, selectAnalyzers } from '../analyzers/registry';
import type { LintEntries, ToWorker } from './protocol';
import { post, type Slot } from './slot';
import type { Job } from './types';

const MIN_SHARED = 4; // fewer new chunks than this are not worth a helper's round trip

export interface DispatchOptions {
  /** Whether the pool shares an essay's chunks at all (PoolOptions.shard). */
  shard: boolean;
  /** How many essays still wait in the queue. */
  queued: number;
  /** A new lint job id for one helper of `job` (the pool maps it back to the job). */
  newLintId: (job: Job) => number;
}

/** Sends `job` to the first free worker (its lead), with the others as helpers when worthwhile. */
export function dispatch(
  job: Job,
  free: [Slot, ...Slot[]],
  { shard, queued, newLintId }: DispatchOptions,
): void {
  const [lead, ...others] = free;
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
  const helpers = shard && queued === 0 && uncached.size >= MIN_SHARED ? others : [];
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
      const lid = newLintId(job);
      const { port1, port2 } = new MessageChannel();
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
