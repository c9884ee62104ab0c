// Worker thread: warms harper, wink and nspell at start, then serves analyze jobs (as the lead
// worker of an essay) and lint jobs (as a helper sharing the lead's linting, pool/share.ts).
// Cancellation arrives as a message; the lead yields between chunks so it is seen promptly.
import { parentPort } from 'node:worker_threads';
import { getHarper } from '../nlp/resources';
import { warmEngine } from '../nlp/warm';
import { analyzeToFeedback } from '../pipeline';
import { cachePut } from '../lint/harper';
import { renderResult } from '../render/result';
import { AnalysisInputError } from '../errors';
import { exhaust, lintClaimed, type SharedLints } from './share';
import { warmUp } from './warmup';
import type { FromWorker, LintEntries, ToWorker } from './protocol';

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');

const controllers = new Map<number, AbortController>();
/** Per analyze job: marks one helper as lost, so the lead lints that helper's chunks itself. */
const helperLost = new Map<number, (lintId: number) => void>();
const send = (m: FromWorker) => port.postMessage(m);

function sharedLints(
  m: Extract<ToWorker, { type: 'analyze' }>,
  signal: AbortSignal,
): SharedLints | undefined {
  if (!m.share) return undefined;
  const { chunks, helpers } = m.share;
  const counter = new Int32Array(m.share.counter);
  signal.addEventListener('abort', () => exhaust(counter, chunks.length), { once: true });
  const lost = new Map<number, () => void>();
  const answers = helpers.map(
    ({ id, port: helper }) =>
      new Promise<LintEntries | null>((resolve) => {
        const done = (lints: LintEntries | null) => {
          helper.close();
          resolve(lints);
        };
        lost.set(id, () => done(null));
        helper.once('message', (lints: LintEntries) => done(lints));
        signal.addEventListener('abort', () => done(null), { once: true });
      }),
  );
  helperLost.set(m.id, (lintId) => lost.get(lintId)?.());
  return { chunks, counter, helpers: Promise.all(answers) };
}

async function analyze(m: Extract<ToWorker, { type: 'analyze' }>): Promise<void> {
  const ctrl = new AbortController();
  controllers.set(m.id, ctrl);
  for (const [text, lints] of m.provided) cachePut(text, lints);
  let computed: LintEntries = [];
  try {
    const feedback = await analyzeToFeedback(m.input, {
      signal: ctrl.signal,
      analyzers: m.analyzers,
      skipStartEvent: true,
      onEvent: (event) => send({ type: 'event', id: m.id, event }),
      sharedLints: sharedLints(m, ctrl.signal),
      onLints: (l) => (computed = [...l]),
    });
    // Rendering here keeps the server's event loop free of it (the main thread only renders
    // again after an enhance hook changed the feedback).
    const r = m.render ? renderResult(feedback) : undefined;
    const rendered = r && { html: r.html, markdown: r.markdown, json_output: r.json_output };
    send({ type: 'done', id: m.id, feedback, rendered, computed });
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
    ctrl.abort(); // releases the helpers' ports if the job ended early
    controllers.delete(m.id);
    helperLost.delete(m.id);
  }
}

async function lint(m: Extract<ToWorker, { type: 'lint' }>): Promise<void> {
  const lints = await lintClaimed(await getHarper(), m.share.chunks, new Int32Array(m.share.counter));
  m.port.postMessage(lints); // the lead closes the channel once it has them
  send({ type: 'lints', id: m.id, lints });
}

port.on('message', (m: ToWorker) => {
  if (m.type === 'analyze') void analyze(m);
  else if (m.type === 'lint')
    void lint(m).catch((e: Error) =>
      send({ type: 'error', id: m.id, error: { name: e.name, message: e.message } }),
    );
  else if (m.type === 'helper-lost') helperLost.get(m.id)?.(m.lintId);
  else if (m.type === 'cancel') controllers.get(m.id)?.abort();
});

await warmEngine();
await warmUp();
send({ type: 'ready' });
