// The one interface the premium layer talks to. Any backend (OpenAI-compatible HTTP today) implements
// it; tests and the bench drive the real implementation against a scripted HTTP server.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Ask for a JSON object (response_format json_object) when the provider supports it. */
  json?: boolean;
  maxTokens?: number;
  temperature?: number;
  /** Free-form label for logs and metrics ('premium', 'repair'): never content. */
  purpose: string;
}

export interface TokenUsage {
  tokensIn: number;
  tokensOut: number;
  /** True when the provider sent no usage and the numbers are estimated from characters. */
  estimated: boolean;
}

export interface ChatResult {
  content: string;
  model: string;
  finishReason: string | null;
  usage: TokenUsage;
  /** Wall time spent talking to the provider (queueing, attempts and backoff included). */
  ms: number;
  /** Time from the start of the successful attempt to its first content token. */
  firstTokenMs: number | null;
  attempts: number;
}

/** Per-token log-probabilities of a text as scored by the model (the text is the prompt, echoed). */
export interface TextLogprobs {
  model: string;
  logprobs: number[];
  ms: number;
}

export type RetryReason = 'timeout' | 'rate_limited' | 'server_error' | 'network';

export interface CallOptions {
  /** Aborting it (e.g. the student closed the page) aborts the HTTP request at once. */
  signal?: AbortSignal;
  /** Epoch ms after which no attempt or retry starts and any running attempt is aborted. */
  deadline?: number;
  /** Each streamed content fragment, in order. A retry restarts the answer: see onAttempt. */
  onDelta?: (fragment: string) => void;
  /** Called before every attempt (1-based); a consumer of onDelta resets its buffer when n > 1. */
  onAttempt?: (attempt: number) => void;
  /** Called when the request has to wait for a free slot of the concurrency limit. */
  onQueued?: () => void;
  onRetry?: (info: { attempt: number; delayMs: number; reason: RetryReason }) => void;
}

export interface LlmProvider {
  readonly model: string;
  chat(request: ChatRequest, options?: CallOptions): Promise<ChatResult>;
  /** Token log-probabilities of `text`, or null when the provider does not return them. */
  scoreText(text: string, options?: CallOptions): Promise<TextLogprobs | null>;
}

export type LlmErrorKind =
  | 'aborted' // the caller aborted
  | 'timeout' // no answer within the time budget
  | 'rate_limited' // 429 and no budget left to wait
  | 'server_error' // 5xx after retries
  | 'network' // connection refused/reset after retries
  | 'http_error' // a 4xx other than 429: retrying will not help (bad key, unknown model, context too long)
  | 'bad_response'; // 2xx that is not a chat completion

export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
    readonly attempts = 1,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
