// Typed errors with user-facing messages. The server maps AnalysisInputError to a 400 with
// `detail: error.message`; AbortError follows the DOM convention so fetch-style code handles it.
export class AnalysisInputError extends Error {
  override readonly name = 'AnalysisInputError';
  readonly status = 400;
  constructor(
    message: string,
    readonly field: string = 'text',
  ) {
    super(message);
  }
}

export function abortError(reason?: unknown): Error {
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException(typeof reason === 'string' ? reason : 'The analysis was aborted', 'AbortError');
}

export function isAbortError(e: unknown): boolean {
  return e instanceof Error && e.name === 'AbortError';
}
