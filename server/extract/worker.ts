import { parentPort } from 'node:worker_threads';
import { extractDocument, type ExtractedDocument, type ExtractLimits } from './document';
import { isExtractError } from './errors';
import { preloadParsers } from './parsers';

// Runs in a worker thread (see ./pool.ts): parses one file per message, so a slow or hostile document
// never blocks the server's event loop and can be killed when it takes too long.

export type WorkerRequest =
  { type: 'warm'; id: number } | { type: 'extract'; id: number; data: Uint8Array; limits: ExtractLimits };

export type WorkerReply =
  | { id: number; ok: true; doc?: ExtractedDocument }
  | { id: number; ok: false; code: string; message: string };

const port = parentPort;
if (!port) throw new Error('server/extract/worker.ts must run in a worker thread');

port.on('message', (msg: WorkerRequest) => {
  void handle(msg).then((reply) => port.postMessage(reply));
});

async function handle(msg: WorkerRequest): Promise<WorkerReply> {
  try {
    if (msg.type === 'warm') {
      await preloadParsers();
      return { id: msg.id, ok: true };
    }
    const buf = Buffer.from(msg.data.buffer, msg.data.byteOffset, msg.data.byteLength);
    return { id: msg.id, ok: true, doc: await extractDocument(buf, msg.limits) };
  } catch (err) {
    if (isExtractError(err)) return { id: msg.id, ok: false, code: err.code, message: err.message };
    return { id: msg.id, ok: false, code: 'corrupt', message: '' };
  }
}
