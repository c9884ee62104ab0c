// A scripted OpenAI-compatible server on loopback: real HTTP, real SSE chunks with small delays, real
// 429/5xx/hangs, and a record of every request (body, timestamps, and when a client hung up early).
// Tests queue steps with script(); each POST /v1/chat/completions takes the next step.
// Run directly (`node --import tsx tests/helpers/fakeOpenAI.ts PORT`) it answers every essay with a
// well-formed, grounded review built from the essay itself: that is what the e2e tests point at.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { extractEssayFromPrompt } from '../../server/premium/prompt';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  receivedAt: number;
  /** When the response was fully sent. */
  finishedAt?: number;
  /** When the client closed the connection before the response was complete. */
  abortedAt?: number;
  /** Chunks of answer content written before the end (or the abort). */
  chunksSent: number;
}

export type Answer = string | ((request: RecordedRequest) => string);

export type ChatStep =
  | {
      type: 'answer';
      content: Answer;
      /** Characters per SSE chunk (default 40) and pause between chunks (default 5 ms). */
      chunkChars?: number;
      delayMs?: number;
      /** Send a usage chunk (default true when the request asked for it). */
      usage?: boolean;
      /** Write this many chunks, then stop sending but keep the connection open. */
      stallAfterChunks?: number;
      /** Answer with one non-streamed JSON completion even if the client asked for a stream. */
      plainJson?: boolean;
    }
  | { type: 'error'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Accept the request and never answer. */
  | { type: 'hang' };

export interface FakeOpenAI {
  /** Base URL including /v1, as LLM_BASE_URL expects. */
  baseUrl: string;
  requests: RecordedRequest[];
  chatRequests(): RecordedRequest[];
  script(...steps: ChatStep[]): void;
  /** Drops the steps no request took (a retry that a spent time budget never sent, say). */
  clearScript(): void;
  /** Log-probabilities /v1/completions echoes for any prompt; null answers 404 (unsupported). */
  scoreWith(logprobs: number[] | null): void;
  /** Resolves once request number `index` (0-based, any path) has been aborted by the client. */
  waitForAbort(index: number, timeoutMs?: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

export interface FakeOpenAIOptions {
  port?: number;
  /** The step used when the script is empty (default: HTTP 500 'no scripted answer'). */
  fallback?: ChatStep;
  model?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const model = options.model ?? 'fake-model';
  const steps: ChatStep[] = [];
  const requests: RecordedRequest[] = [];
  let scoreLogprobs: number[] | null = null;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const record: RecordedRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? safeJson(raw) : null,
        receivedAt: Date.now(),
        chunksSent: 0,
      };
      requests.push(record);
      res.on('close', () => {
        if (res.writableFinished) record.finishedAt ??= Date.now();
        else record.abortedAt = Date.now();
      });
      if (req.method === 'POST' && record.path === '/v1/chat/completions') {
        void runStep(steps.shift() ?? options.fallback ?? noScript, record, res, model);
      } else if (req.method === 'POST' && record.path === '/v1/completions') {
        scoreAnswer(record, res, model, scoreLogprobs);
      } else if (req.method === 'GET' && record.path === '/v1/models') {
        sendJson(res, 200, { object: 'list', data: [{ id: model, object: 'model' }] });
      } else {
        sendJson(res, 404, { error: { message: 'not found' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    script: (...more) => void steps.push(...more),
    clearScript: () => void steps.splice(0),
    scoreWith: (logprobs) => void (scoreLogprobs = logprobs),
    async waitForAbort(index, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const r = requests[index];
        if (r?.abortedAt) return r;
        await sleep(10);
      }
      throw new Error(`request ${index} was not aborted within ${timeoutMs} ms`);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const noScript: ChatStep = { type: 'error', status: 500, body: { error: { message: 'no scripted answer' } } };

async function runStep(step: ChatStep, record: RecordedRequest, res: ServerResponse, model: string) {
  if (step.type === 'hang') return;
  if (step.type === 'error') {
    res.writeHead(step.status, { 'content-type': 'application/json', ...step.headers });
    res.end(JSON.stringify(step.body ?? { error: { message: `scripted ${step.status}` } }));
    return;
  }
  const content = typeof step.content === 'function' ? step.content(record) : step.content;
  const id = `chatcmpl-${record.receivedAt}`;
  const created = Math.floor(record.receivedAt / 1000);
  const usage = {
    prompt_tokens: Math.ceil(JSON.stringify(record.body).length / 4),
    completion_tokens: Math.ceil(content.length / 4),
  };
  usage.completion_tokens ||= 1;
  if (step.plainJson || record.body?.stream !== true) {
    sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage,
    });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
  const chunk = (delta: object, finish: string | null = null) =>
    send({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
  chunk({ role: 'assistant', content: '' });
  const size = step.chunkChars ?? 40;
  for (let i = 0; i < content.length; i += size) {
    if (res.destroyed) return;
    if (step.stallAfterChunks !== undefined && record.chunksSent >= step.stallAfterChunks) return;
    chunk({ content: content.slice(i, i + size) });
    record.chunksSent++;
    if (step.delayMs !== 0) await sleep(step.delayMs ?? 5);
  }
  if (res.destroyed) return;
  chunk({}, 'stop');
  if (step.usage ?? record.body?.stream_options?.include_usage) {
    send({ id, object: 'chat.completion.chunk', created, model, choices: [], usage });
  }
  res.end('data: [DONE]\n\n');
}

function scoreAnswer(record: RecordedRequest, res: ServerResponse, model: string, logprobs: number[] | null) {
  if (!logprobs || record.body?.echo !== true) {
    sendJson(res, 404, { error: { message: 'logprobs are not supported by this server' } });
    return;
  }
  // Echoed prompt: the first token has no log-probability; one generated token follows.
  const tokenLogprobs = [null, ...logprobs, -1.5];
  sendJson(res, 200, {
    id: `cmpl-${record.receivedAt}`,
    object: 'text_completion',
    model,
    choices: [
      {
        index: 0,
        text: String(record.body.prompt),
        logprobs: { token_logprobs: tokenLogprobs },
        finish_reason: 'length',
      },
    ],
    usage: { prompt_tokens: logprobs.length + 1, completion_tokens: 1 },
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The essay the premium prompt carried in a recorded chat request ('' when none). */
export function essayOf(request: RecordedRequest): string {
  const messages: Array<{ role: string; content: string }> = request.body?.messages ?? [];
  const user = messages.find((m) => m.role === 'user');
  return user ? (extractEssayFromPrompt(user.content) ?? '') : '';
}

/**
 * A valid premium answer grounded in the essay of the request: quotes its first sentences. Used by
 * the standalone server (e2e) and the bench.
 */
export function groundedAnswer(request: RecordedRequest): string {
  const essay = essayOf(request);
  const sentences = essay.match(/[^.!?\n]+[.!?]/g)?.map((s) => s.trim()) ?? [essay.trim()];
  const q = (i: number) => sentences[i % sentences.length] ?? '';
  return JSON.stringify({
    reader_will_remember: { note: 'The opening image stays with the reader.', quote: q(0) },
    prompt_fit: {
      rating: 'partial',
      assessment: 'The essay touches the prompt but never answers it directly.',
      evidence: [q(1)],
    },
    improvements: [
      {
        priority: 'HIGH',
        section: 'content',
        issue: 'The central moment is told, not shown.',
        suggestion: 'Replace the summary with one concrete scene.',
        text_snippet: q(1),
        example: 'The gym lights buzzed as I read the list twice.',
        alternatives: ['Start in the middle of the moment.', 'Use one sensory detail.'],
        evidence: [q(1)],
        impact: 'Readers remember scenes, not summaries.',
      },
    ],
    tone_voice: [{ note: 'The voice is sincere but formal in places.', evidence: [q(2)] }],
    red_flags: [
      {
        message: 'Generic phrasing could read as formulaic.',
        suggestion: 'Swap it for a specific detail.',
        quote: q(0),
      },
    ],
    deeper_analysis: [
      {
        message: 'Sentence lengths vary naturally.',
        suggestion: 'Keep the short sentences that land a point.',
      },
    ],
  });
}

// Standalone mode for e2e: `node --import tsx tests/helpers/fakeOpenAI.ts 4199`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? 4199);
  const fake = await startFakeOpenAI({
    port,
    fallback: { type: 'answer', content: groundedAnswer, delayMs: 20 },
  });
  process.stdout.write(`fake OpenAI-compatible server on ${fake.baseUrl}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
