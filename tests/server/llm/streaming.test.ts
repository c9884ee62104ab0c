import { describe, expect, it } from 'vitest';
import { backoffDelay, retryAfterMs } from '../../../server/llm/backoff';
import { Semaphore } from '../../../server/llm/semaphore';
import { sseData } from '../../../server/llm/sse';

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const bytes = parts.map((p) => new TextEncoder().encode(p));
  return new ReadableStream({
    start(controller) {
      for (const b of bytes) controller.enqueue(b);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const d of sseData(stream)) out.push(d);
  return out;
}

describe('SSE parsing', () => {
  it('splits events on blank lines across arbitrary chunk boundaries and line endings', async () => {
    const events = await collect(
      streamOf(
        'data: {"a":1}\r',
        '\n\r\ndata: {"b"',
        ':2}\n\n: keep-alive comment\n\nevent: x\ndata: [DONE]\n\n',
      ),
    );
    expect(events).toEqual(['{"a":1}', '{"b":2}', '[DONE]']);
  });

  it('joins multi-line data and keeps a final event without a trailing blank line', async () => {
    const events = await collect(streamOf('data: line one\ndata:line two\n\ndata: last'));
    expect(events).toEqual(['line one\nline two', 'last']);
  });

  it('decodes multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: café — ok\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 9));
        c.enqueue(bytes.slice(9));
        c.close();
      },
    });
    expect(await collect(stream)).toEqual(['café — ok']);
  });
});

describe('retry timing', () => {
  it('grows exponentially with jitter and a cap', () => {
    const opts = { baseMs: 500, maxMs: 4000 };
    expect(backoffDelay(1, { ...opts, random: () => 0 })).toBe(250);
    expect(backoffDelay(1, { ...opts, random: () => 1 })).toBe(500);
    expect(backoffDelay(3, { ...opts, random: () => 1 })).toBe(2000);
    expect(backoffDelay(10, { ...opts, random: () => 1 })).toBe(4000);
  });

  it('reads Retry-After as seconds, an HTTP date or retry-after-ms', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeNull();
    expect(retryAfterMs(new Headers(), now)).toBeNull();
  });
});

describe('concurrency limiter', () => {
  it('admits up to its size, serves waiters in order and drops aborted waiters', async () => {
    const sem = new Semaphore(1);
    const release = await sem.acquire();
    const order: string[] = [];
    const aborted = new AbortController();
    const a = sem.acquire().then((r) => (order.push('a'), r));
    const b = sem.acquire(aborted.signal).catch(() => order.push('b aborted'));
    const c = sem.acquire().then((r) => (order.push('c'), r));
    expect(sem.waiting).toBe(3);
    aborted.abort();
    await b;
    release();
    (await a)();
    (await c)();
    expect(order).toEqual(['b aborted', 'a', 'c']);
    expect(sem.inFlight).toBe(0);
  });
});
