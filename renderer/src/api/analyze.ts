import type { AnalysisResult } from '../../../shared/analysis/feedback';
import type { LimitType } from '../../../shared/analysis/input';
import type { AnalyzeResponse, ResultFormat } from '../../../shared/schemas/analyze';
import { MESSAGES } from '../../../shared/messages';
import { PremiumPartialSchema, type PremiumPartial } from '../../../shared/premium';
import { getApiBaseUrl } from '../platform/apiBase';
import { ApiError, apiPost, errorMessageFromBody } from './client';
import { SseParser } from './sseParser';

// The analysis resource (spec sections 4, 7 and 8): the progress stream the screen follows, the
// non-streaming call it falls back to when the stream cannot connect, and format conversion.
// The stream is a POST with a JSON body read through fetch, so essays never travel in URLs.

export interface AnalysisRequest {
  text: string;
  /** Names the essay in the history; never reviewed as essay text. */
  title?: string;
  use_premium_feedback: boolean;
  prompt?: string;
  word_limit?: number;
  limit_type: LimitType;
}

export interface ProgressEvent {
  stage: string;
  progress: number;
  detail: string;
  /** Premium previews while the model writes; the final result replaces them. */
  partial?: PremiumPartial;
}

export type { ResultFormat };

/** The result object plus what the server says about it (record id, premium status, unit charged). */
export type ReviewResult = AnalysisResult &
  Partial<Pick<AnalyzeResponse, 'analysis_id' | 'premium' | 'charged'>>;

/** A failure with the text the screen shows (already mapped per spec section 8). */
export class AnalysisError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'AnalysisError';
    this.status = status;
  }
}

/** The stream could not be opened at all (network): the caller falls back to the plain call. */
export class StreamUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The analysis stream could not connect', { cause });
    this.name = 'StreamUnavailableError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The server's own words from an error body or event, or null when it gave none. */
function serverDetail(detail: unknown): string | null {
  if (detail === undefined || detail === null || detail === '') return null;
  return errorMessageFromBody({ detail });
}

/** Stream errors, HTTP or event status: 403 quota, 401 session, 429 rate, 400 and others detail. */
export function streamErrorMessage(status: number | undefined, detail: unknown): string {
  if (status === 403) return MESSAGES.quotaExhausted;
  if (status === 401) return MESSAGES.sessionExpired;
  if (status === 429) return MESSAGES.tooManyRequests;
  return serverDetail(detail) ?? MESSAGES.analysisFailed;
}

/** Fallback call errors: 500, other statuses (server message), network failure. */
export function fallbackErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 500) return MESSAGES.fallbackServerError;
    return (isRecord(error.body) ? serverDetail(error.body.detail) : null) ?? MESSAGES.fallbackOtherError;
  }
  if (error instanceof TypeError) return MESSAGES.networkError; // fetch's network failure
  return MESSAGES.fallbackOtherError;
}

function toProgressEvent(data: Record<string, unknown>): ProgressEvent | null {
  if (typeof data.stage !== 'string' || typeof data.progress !== 'number') return null;
  const event: ProgressEvent = {
    stage: data.stage,
    progress: data.progress,
    detail: typeof data.detail === 'string' ? data.detail : '',
  };
  const partial = PremiumPartialSchema.safeParse(data.partial);
  if (partial.success) event.partial = partial.data;
  return event;
}

type EventOutcome = { done: true; result: ReviewResult } | { done: false };

function handleEvent(raw: string, onProgress: (e: ProgressEvent) => void): EventOutcome {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { done: false }; // not ours (or cut short): ignore
  }
  if (!isRecord(data)) return { done: false };
  if (data.stage === 'error') {
    const status = typeof data.status === 'number' ? data.status : undefined;
    throw new AnalysisError(streamErrorMessage(status, data.detail), status);
  }
  if (data.stage === 'complete') {
    if (!isRecord(data.result) || !isRecord(data.result.feedback))
      throw new AnalysisError(MESSAGES.analysisFailed);
    return { done: true, result: data.result as unknown as ReviewResult };
  }
  const event = toProgressEvent(data);
  if (event) onProgress(event);
  return { done: false };
}

/**
 * Reads an event stream body until its complete or error event. A body that ends (or breaks)
 * before either gives 'Connection ended unexpectedly. Please try again.'
 */
export async function readAnalysisStream(
  body: ReadableStream<Uint8Array>,
  onProgress: (e: ProgressEvent) => void,
  signal?: AbortSignal,
): Promise<ReviewResult> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (err) {
        if (signal?.aborted) throw err;
        throw new AnalysisError(MESSAGES.connectionEnded);
      }
      const events = chunk.done ? [] : parser.push(decoder.decode(chunk.value, { stream: true }));
      if (chunk.done) {
        const rest = parser.push(decoder.decode()).concat(parser.end() ?? []);
        events.push(...rest);
      }
      for (const raw of events) {
        const outcome = handleEvent(raw, onProgress);
        if (outcome.done) return outcome.result;
      }
      if (chunk.done) throw new AnalysisError(MESSAGES.connectionEnded);
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

export interface StreamOptions {
  onProgress: (e: ProgressEvent) => void;
  signal?: AbortSignal;
  /** Called when the stream cannot connect and the plain call runs instead (no progress events). */
  onFallback?: () => void;
}

/** POST /analyze/stream. Throws StreamUnavailableError when it cannot connect at all. */
export async function streamAnalysis(request: AnalysisRequest, { onProgress, signal }: StreamOptions) {
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}/analyze/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      credentials: 'include',
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new StreamUnavailableError(err);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new AnalysisError(
      streamErrorMessage(response.status, isRecord(body) ? body.detail : null),
      response.status,
    );
  }
  if (!response.body) throw new StreamUnavailableError(new Error('no response body'));
  return readAnalysisStream(response.body, onProgress, signal);
}

/** The non-streaming call (spec section 7): fallback and format conversion. */
export const CONVERT_PATH = '/analyze/convert';

export function convertAnalysis(
  request: AnalysisRequest,
  format: ResultFormat,
  signal?: AbortSignal,
): Promise<ReviewResult> {
  return apiPost<ReviewResult>(
    CONVERT_PATH,
    {
      essay: request.text,
      format,
      premium: request.use_premium_feedback,
      options: { prompt: request.prompt, word_limit: request.word_limit, limit_type: request.limit_type },
    },
    { signal },
  );
}

/**
 * Streams the analysis; when the stream cannot connect, runs the plain call instead (no progress).
 * Every failure is an AnalysisError with the spec's text, except an abort, which is rethrown.
 */
export async function runAnalysis(request: AnalysisRequest, options: StreamOptions): Promise<ReviewResult> {
  try {
    return await streamAnalysis(request, options);
  } catch (err) {
    if (options.signal?.aborted || !(err instanceof StreamUnavailableError)) throw err;
  }
  options.onFallback?.();
  try {
    return await convertAnalysis(request, 'json', options.signal);
  } catch (err) {
    if (options.signal?.aborted) throw err;
    throw new AnalysisError(fallbackErrorMessage(err), err instanceof ApiError ? err.status : undefined);
  }
}
