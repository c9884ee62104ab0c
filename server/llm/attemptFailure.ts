// How one failed attempt of an LLM call is reported and whether it is worth retrying: HTTP
// statuses, network errors and the provider's own errors mapped to an LlmError and a retry reason.
import { retryAfterMs } from './backoff';
import { LlmError, type RetryReason } from './provider';

export type AttemptFailure = { error: LlmError; retry: RetryReason | null; waitMs: number | null };

/** A non-OK response: thrown inside an attempt, classified once the attempt is over. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly detail: string,
  ) {
    super(`HTTP ${status}`);
  }
}

export function aborted(): AttemptFailure {
  return { error: new LlmError('aborted', 'The request was cancelled'), retry: null, waitMs: null };
}

export function withAttempts(error: LlmError, attempts: number): LlmError {
  return new LlmError(error.kind, error.message, error.status, attempts);
}

export function classify(err: unknown): AttemptFailure {
  if (err instanceof HttpFailure) {
    const message = `The model provider answered HTTP ${err.status}${err.detail ? `: ${oneLine(err.detail)}` : ''}`;
    if (err.status === 429) {
      return {
        error: new LlmError('rate_limited', message, 429),
        retry: 'rate_limited',
        waitMs: retryAfterMs(err.headers),
      };
    }
    if (err.status >= 500 || err.status === 408) {
      return {
        error: new LlmError('server_error', message, err.status),
        retry: 'server_error',
        waitMs: retryAfterMs(err.headers),
      };
    }
    return { error: new LlmError('http_error', message, err.status), retry: null, waitMs: null };
  }
  if (err instanceof LlmError) {
    return {
      error: err,
      retry: err.kind === 'network' || err.kind === 'server_error' ? err.kind : null,
      waitMs: null,
    };
  }
  // fetch rejects with TypeError on refused/reset connections; a body read fails the same way.
  const message = err instanceof Error ? err.message : String(err);
  return {
    error: new LlmError('network', `Could not reach the model provider: ${message}`),
    retry: 'network',
    waitMs: null,
  };
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
