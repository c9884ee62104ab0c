// Worker thread: warms harper, wink and nspell at start, then serves analyze and lint jobs.
// Cancellation arrives as a message; lintText yields between chunks so it is seen promptly.
import { parentPort } from 'node:worker_threads';
import { getHarper } from '../nlp/resources';
import { warmEngine } from '../nlp/warm';
import { analyzeToFeedback } from '../pipeline';
import { cachePut, lintChunk, cacheGet, type RawLint } from '../lint/harper';
import { AnalysisInputError } from '../errors';
import type { FromWorker, LintEntries, ToWorker } from './protocol';

const WARM_TEXT = `Ever since I was young I wanted to recieve a letter from my grandfather. Their going to the libary tomorow, and he dont know it.
"Come here," she said. I realized that patience matters more then speed; I could of quit but I did'nt. The kitchen smelled of burnt sugar at 7 o'clock.`;

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');

const controllers = new Map<number, AbortController>();
const shards = new Map<number, (lints: LintEntries) => void>();
const send = (m: FromWorker) => port.postMessage(m);

async function analyze(m: Extract<ToWorker, { type: 'analyze' }>): Promise<void> {
  const ctrl = new AbortController();
  controllers.set(m.id, ctrl);
  for (const [text, lints] of m.provided) cachePut(text, lints);
  const deferred = m.deferred.length
    ? {
        chunks: new Set(m.deferred),
        result: new Promise<Map<string, RawLint[]>>((resolve) =>
          shards.set(m.id, (l) => resolve(new Map(l))),
        ),
      }
    : undefined;
  let computed: LintEntries = [];
  try {
    const feedback = await analyzeToFeedback(m.input, {
      signal: ctrl.signal,
      analyzers: m.analyzers,
      skipStartEvent: true,
      onEvent: (event) => send({ type: 'event', id: m.id, event }),
      deferredLints: deferred,
      onLints: (l) => (computed = [...l]),
    });
    send({ type: 'done', id: m.id, feedback, computed });
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    send({
      type: 'error',
      id: m.id,
      error: {
        name: err.name,
        message: err.message,
        field: err instanceof AnalysisInputError ? err.field : undefined,
      },
    });
  } finally {
    controllers.delete(m.id);
    shards.delete(m.id);
  }
}

async function lint(m: Extract<ToWorker, { type: 'lint' }>): Promise<void> {
  const linter = await getHarper();
  const out: LintEntries = [];
  for (const text of m.chunks) {
    let raw = cacheGet(text);
    if (!raw) {
      raw = await lintChunk(linter, text);
      cachePut(text, raw);
    }
    out.push([text, raw]);
  }
  send({ type: 'lints', id: m.id, lints: out });
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'analyze') void analyze(m);
  else if (m.type === 'lint')
    void lint(m).catch((e: Error) =>
      send({ type: 'error', id: m.id, error: { name: e.name, message: e.message } }),
    );
  else if (m.type === 'shard') shards.get(m.id)?.(m.lints);
  else if (m.type === 'cancel') controllers.get(m.id)?.abort();
});

await warmEngine();
// One full pass over a varied, error-laden text compiles harper's and the analyzers' hot paths,
// so the first user essay does not pay for it.
await analyzeToFeedback({ text: WARM_TEXT }).catch(() => undefined);
send({ type: 'ready' });
