import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenAICompatibleProvider, type OpenAICompatibleOptions } from '../../../server/llm/openaiCompatible';
import { LlmError, type ChatRequest } from '../../../server/llm/provider';
import { startFakeOpenAI, type FakeOpenAI } from '../../helpers/fakeOpenAI';

const request: ChatRequest = {
  messages: [{ role: 'user', content: 'Say hello' }],
  purpose: 'test',
  json: true,
};

describe('OpenAI-compatible chat client (against a scripted server)', () => {
  let fake: FakeOpenAI;
  beforeEach(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => fake.close());

  const provider = (over: Partial<OpenAICompatibleOptions> = {}) =>
    new OpenAICompatibleProvider({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'fake-model',
      timeoutMs: 10_000,
      idleTimeoutMs: 5_000,
      maxRetries: 2,
      concurrency: 4,
      jsonMode: true,
      backoff: { baseMs: 20, maxMs: 100 },
      ...over,
    });

  it('streams the answer in chunks and reports the provider token usage', async () => {
    const answer = '{"hello": "world, this answer arrives in several SSE chunks"}';
    fake.script({ type: 'answer', content: answer, chunkChars: 8 });
    const fragments: string[] = [];
    const result = await provider().chat(request, { onDelta: (f) => fragments.push(f) });

    expect(result.content).toBe(answer);
    expect(fragments.length).toBeGreaterThan(3);
    expect(fragments.join('')).toBe(answer);
    expect(result.usage.estimated).toBe(false);
    expect(result.usage.tokensOut).toBeGreaterThan(0);
    expect(result.attempts).toBe(1);
    const sent = fake.chatRequests()[0]!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({
      model: 'fake-model',
      stream: true,
      response_format: { type: 'json_object' },
      messages: request.messages,
    });
  });

  it('accepts a server that ignores stream:true and answers with one JSON completion', async () => {
    fake.script({ type: 'answer', content: '{"ok":true}', plainJson: true });
    const result = await provider().chat(request);
    expect(result.content).toBe('{"ok":true}');
  });

  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    fake.script(
      {
        type: 'error',
        status: 429,
        headers: { 'retry-after': '1' },
        body: { error: { message: 'slow down' } },
      },
      { type: 'answer', content: '{"ok":true}' },
    );
    const retries: Array<{ delayMs: number; reason: string }> = [];
    const result = await provider().chat(request, { onRetry: (r) => retries.push(r) });

    expect(result.content).toBe('{"ok":true}');
    expect(result.attempts).toBe(2);
    expect(retries).toEqual([{ attempt: 1, delayMs: 1000, reason: 'rate_limited' }]);
    const [first, second] = fake.chatRequests();
    expect(second!.receivedAt - first!.finishedAt!).toBeGreaterThanOrEqual(990);
  });

  it('fails at once with rate_limited when Retry-After is longer than the time budget', async () => {
    fake.script({ type: 'error', status: 429, headers: { 'retry-after': '60' } });
    const error = await provider({ timeoutMs: 5000 })
      .chat(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe('rate_limited');
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('retries 5xx with backoff and succeeds', async () => {
    fake.script(
      { type: 'error', status: 500 },
      { type: 'error', status: 503 },
      { type: 'answer', content: '{"ok":true}' },
    );
    const result = await provider().chat(request);
    expect(result.content).toBe('{"ok":true}');
    expect(result.attempts).toBe(3);
    expect(fake.chatRequests()).toHaveLength(3);
  });

  it('gives up on 5xx after the configured retries', async () => {
    fake.script(
      { type: 'error', status: 502 },
      { type: 'error', status: 502 },
      { type: 'error', status: 502 },
    );
    const error = (await provider({ maxRetries: 1 })
      .chat(request)
      .catch((e: unknown) => e)) as LlmError;
    expect(error.kind).toBe('server_error');
    expect(error.attempts).toBe(2);
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('does not retry a 4xx such as a bad API key', async () => {
    fake.script({ type: 'error', status: 401, body: { error: { message: 'invalid api key' } } });
    const error = (await provider()
      .chat(request)
      .catch((e: unknown) => e)) as LlmError;
    expect(error.kind).toBe('http_error');
    expect(error.status).toBe(401);
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('reports a hanging provider as a timeout within the budget and closes the connection', async () => {
    fake.script({ type: 'hang' }, { type: 'hang' }, { type: 'hang' });
    const started = Date.now();
    const error = (await provider({ timeoutMs: 1500, idleTimeoutMs: 1000 })
      .chat(request)
      .catch((e: unknown) => e)) as LlmError;
    const elapsed = Date.now() - started;

    expect(error.kind).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(3000);
    // The idle attempt was abandoned and retried; every hanging request was closed by the client.
    expect(fake.chatRequests().length).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < fake.requests.length; i++) await fake.waitForAbort(i, 1000);
  });

  it('retries a stream that stalls mid-answer once it has been idle too long', async () => {
    fake.script(
      {
        type: 'answer',
        content: '{"partial": "answer that never ends"}',
        chunkChars: 5,
        stallAfterChunks: 2,
      },
      { type: 'answer', content: '{"ok":true}' },
    );
    const attempts: number[] = [];
    const result = await provider({ idleTimeoutMs: 1000 }).chat(request, {
      onAttempt: (n) => attempts.push(n),
    });
    expect(result.content).toBe('{"ok":true}');
    expect(attempts).toEqual([1, 2]);
  });

  it('aborts the HTTP request as soon as the caller aborts mid-answer', async () => {
    fake.script({ type: 'answer', content: 'x'.repeat(4000), chunkChars: 10, delayMs: 20 });
    const controller = new AbortController();
    let abortedAt = 0;
    const pending = provider().chat(request, {
      signal: controller.signal,
      onDelta: () => {
        if (!abortedAt) {
          abortedAt = Date.now();
          controller.abort();
        }
      },
    });
    const error = (await pending.catch((e: unknown) => e)) as LlmError;
    expect(error.kind).toBe('aborted');
    const seen = await fake.waitForAbort(0, 2000);
    expect(seen.abortedAt! - abortedAt).toBeLessThan(1000);
    expect(seen.chunksSent).toBeLessThan(400);
  });

  it('queues requests beyond the concurrency limit', async () => {
    fake.script(
      { type: 'answer', content: '{"first":1}', chunkChars: 2, delayMs: 30 },
      { type: 'answer', content: '{"second":2}' },
    );
    const p = provider({ concurrency: 1 });
    let queued = 0;
    const [a, b] = await Promise.all([p.chat(request), p.chat(request, { onQueued: () => queued++ })]);
    expect(a.content).toBe('{"first":1}');
    expect(b.content).toBe('{"second":2}');
    expect(queued).toBe(1);
    const [first, second] = fake.chatRequests();
    expect(second!.receivedAt).toBeGreaterThanOrEqual(first!.finishedAt!);
  });

  it('reads the log-probabilities of a text, or null when the server does not provide them', async () => {
    fake.scoreWith(null);
    expect(await provider().scoreText('An essay.')).toBeNull();
    fake.scoreWith([-1, -2, -3]);
    const scored = await provider().scoreText('An essay.');
    expect(scored?.logprobs).toEqual([-1, -2, -3]);
    expect(fake.requests.at(-1)?.body).toMatchObject({
      echo: true,
      prompt: 'An essay.',
      model: 'fake-model',
    });
  });
});
