import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import {
  AnalysisError,
  fallbackErrorMessage,
  readAnalysisStream,
  runAnalysis,
  streamErrorMessage,
  type AnalysisRequest,
  type ProgressEvent,
} from '../../renderer/src/api/analyze';
import { ApiError } from '../../renderer/src/api/client';
import { SseParser } from '../../renderer/src/api/sseParser';

const RESULT = { feedback: { overall_score: 81 }, html: '<p>x</p>', markdown: '# x', json_output: '{}' };
const REQUEST: AnalysisRequest = {
  text: 'My essay.',
  use_premium_feedback: false,
  word_limit: 650,
  limit_type: 'words',
};

function streamOf(chunks: Array<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(typeof c === 'string' ? encoder.encode(c) : c);
      controller.close();
    },
  });
}

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

async function read(chunks: Array<string | Uint8Array>) {
  const events: ProgressEvent[] = [];
  const result = await readAnalysisStream(streamOf(chunks), (e) => events.push(e));
  return { events, result };
}

afterEach(() => vi.unstubAllGlobals());

describe('SSE parser', () => {
  it('joins events split at any byte, including inside CRLF and multi-byte characters', async () => {
    const body =
      event({ stage: 'starting', progress: 0, detail: 'Starting…' }).replace(/\n/g, '\r\n') +
      event({ stage: 'analyzers', progress: 15, detail: 'Café ✓' }) +
      event({ stage: 'complete', progress: 100, result: RESULT });
    const bytes = new TextEncoder().encode(body);
    // One byte per chunk: every boundary, including the middle of 'é', '✓' and '\r\n', is hit.
    const chunks = Array.from(bytes, (b) => new Uint8Array([b]));
    const { events, result } = await read(chunks);
    expect(events.map((e) => [e.stage, e.progress, e.detail])).toEqual([
      ['starting', 0, 'Starting…'],
      ['analyzers', 15, 'Café ✓'],
    ]);
    expect(result).toEqual(RESULT);
  });

  it('ignores comment heartbeats, other fields and non-JSON data', async () => {
    const { events, result } = await read([
      ': heartbeat\n\n',
      'event: progress\nid: 7\nretry: 1000\n',
      event({ stage: 'processing', progress: 45, detail: 'Processing' }),
      ':\n\n',
      'data: not json\n\n',
      event({ stage: 'complete', progress: 100, result: RESULT }),
    ]);
    expect(events.map((e) => e.stage)).toEqual(['processing']);
    expect(result.feedback).toEqual(RESULT.feedback);
  });

  it('accumulates multi-line data fields', () => {
    const parser = new SseParser();
    expect(parser.push('data: {"a":\ndata: 1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual(['{"a":\n1}']);
  });

  it('a stream that ends without complete or error gives the connection-ended message', async () => {
    await expect(read([event({ stage: 'analyzers', progress: 15, detail: '' })])).rejects.toThrow(
      MESSAGES.connectionEnded,
    );
    // Cut in the middle of the final event.
    const complete = event({ stage: 'complete', progress: 100, result: RESULT });
    await expect(read([complete.slice(0, complete.length / 2)])).rejects.toThrow(MESSAGES.connectionEnded);
  });

  it('a body that breaks mid-way gives the connection-ended message', async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    await expect(readAnalysisStream(broken, () => undefined)).rejects.toThrow(MESSAGES.connectionEnded);
  });

  it('an error event carries the spec text for its status', async () => {
    const cases: Array<[number, string, string]> = [
      [403, 'quota', MESSAGES.quotaExhausted],
      [401, 'nope', MESSAGES.sessionExpired],
      [429, 'slow down', MESSAGES.tooManyRequests],
      [400, 'Essay text must be at most 50,000 characters', 'Essay text must be at most 50,000 characters'],
      [500, '', MESSAGES.analysisFailed],
    ];
    for (const [status, detail, message] of cases) {
      await expect(read([event({ stage: 'error', status, detail })])).rejects.toThrow(message);
    }
  });
});

describe('error mapping (spec section 8)', () => {
  it('maps stream statuses', () => {
    expect(streamErrorMessage(403, 'x')).toBe(MESSAGES.quotaExhausted);
    expect(streamErrorMessage(401, 'x')).toBe(MESSAGES.sessionExpired);
    expect(streamErrorMessage(429, 'x')).toBe(MESSAGES.tooManyRequests);
    expect(streamErrorMessage(400, 'Bad prompt')).toBe('Bad prompt');
    expect(streamErrorMessage(413, 'Too long')).toBe('Too long');
    expect(streamErrorMessage(422, [{ msg: 'a' }, { msg: 'b' }])).toBe('a, b');
    expect(streamErrorMessage(502, undefined)).toBe(MESSAGES.analysisFailed);
  });

  it('maps fallback failures', () => {
    expect(fallbackErrorMessage(new ApiError('x', 500, { detail: 'boom' }))).toBe(
      MESSAGES.fallbackServerError,
    );
    expect(fallbackErrorMessage(new ApiError('x', 403, { detail: 'No credits' }))).toBe('No credits');
    expect(fallbackErrorMessage(new ApiError('x', 502, null))).toBe(MESSAGES.fallbackOtherError);
    expect(fallbackErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.networkError);
  });
});

describe('runAnalysis', () => {
  const sse = (body: string, init: ResponseInit = {}) =>
    new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' }, ...init });
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('posts the request as JSON (never in the URL) and returns the complete result', async () => {
    const fetchMock = vi.fn(async () => sse(event({ stage: 'complete', progress: 100, result: RESULT })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(runAnalysis(REQUEST, { onProgress: () => undefined })).resolves.toEqual(RESULT);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analyze/stream');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(REQUEST);
  });

  it('maps HTTP errors before the stream', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ detail: 'over quota' }, 403)),
    );
    await expect(runAnalysis(REQUEST, { onProgress: () => undefined })).rejects.toThrow(
      MESSAGES.quotaExhausted,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ detail: 'Essay too long' }, 413)),
    );
    await expect(runAnalysis(REQUEST, { onProgress: () => undefined })).rejects.toThrow('Essay too long');
  });

  it('falls back to the plain call when the stream cannot connect', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(RESULT, 200));
    vi.stubGlobal('fetch', fetchMock);
    const onFallback = vi.fn();
    await expect(runAnalysis(REQUEST, { onProgress: () => undefined, onFallback })).resolves.toEqual(RESULT);
    expect(onFallback).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/analyze/convert');
    expect(JSON.parse(init.body as string)).toMatchObject({ essay: REQUEST.text, format: 'json' });
  });

  it('reports the fallback failure with the fallback texts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockRejectedValueOnce(new TypeError('x')).mockResolvedValueOnce(json({}, 500)),
    );
    await expect(runAnalysis(REQUEST, { onProgress: () => undefined })).rejects.toThrow(
      MESSAGES.fallbackServerError,
    );
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const failure = runAnalysis(REQUEST, { onProgress: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(AnalysisError);
    await expect(failure).rejects.toThrow(MESSAGES.networkError);
  });

  it('does not fall back when the user cancels', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      runAnalysis(REQUEST, { onProgress: () => undefined, signal: controller.signal }),
    ).rejects.toThrow('aborted');
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
