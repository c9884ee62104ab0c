// Work sharing between workers for one essay. harper dominates the cost, so the pool hands the
// essay's new chunks (longest first) to the lead worker and to every idle helper, with one shared
// counter: each worker claims the next unclaimed chunk until none is left. The lead claims only
// after parsing and running the analyzers that need no lints, so the split balances itself to
// whatever each worker has to do (no cost model to tune), and the last chunks are the shortest.
import type { LocalLinter } from 'harper.js';
import { cacheGet, cachePut, lintUnnamed, nameLints, type UnnamedLint } from '../lint/harper';
import { abortError } from '../errors';
import type { LintEntries } from './protocol';

/** What the lead worker needs to share one essay's linting. */
export interface SharedLints {
  /** Chunk texts to lint, claimed through `counter`. */
  chunks: string[];
  counter: Int32Array;
  /** Lints from the helpers, one entry per helper; null for a helper that was lost. */
  helpers: Promise<Array<LintEntries | null>>;
}

/** Stops every worker claiming more chunks (the job was cancelled). */
export function exhaust(counter: Int32Array, chunks: number): void {
  Atomics.store(counter, 0, chunks);
}

/**
 * Lints chunks claimed from `counter` until none is left. With a signal, the thread's event loop
 * gets a turn between chunks so a cancel message is seen promptly.
 */
export async function lintClaimed(
  linter: LocalLinter,
  chunks: readonly string[],
  counter: Int32Array,
  signal?: AbortSignal,
): Promise<LintEntries> {
  const out: LintEntries = [];
  const found: Array<{ text: string; lints: UnnamedLint[] }> = [];
  for (;;) {
    if (signal) {
      await new Promise((r) => setImmediate(r));
      if (signal.aborted) {
        exhaust(counter, chunks.length);
        throw abortError(signal.reason);
      }
    }
    const i = Atomics.add(counter, 0, 1);
    const text = chunks[i];
    if (text === undefined) break;
    const raw = cacheGet(text);
    if (raw) {
      out.push([text, raw]);
      continue;
    }
    const lints = await lintUnnamed(linter, text);
    if (lints.length) found.push({ text, lints });
    else {
      cachePut(text, []);
      out.push([text, []]);
    }
  }
  const named = await nameLints(linter, found);
  for (const [k, { text }] of found.entries()) {
    cachePut(text, named[k]!);
    out.push([text, named[k]!]);
  }
  return out;
}
