// Chat-completions client for any OpenAI-compatible server (hosted APIs, Ollama, vLLM, llama.cpp,
// LM Studio). Streams the answer over SSE, bounds concurrency, retries timeouts, 429s and 5xx with
// backoff inside one time budget, and aborts the HTTP request the moment the caller's signal aborts.
// Reading the stream is in chatStream.ts; telling which failures to retry, in attemptFailure.ts.
import { aborted, classify, HttpFailure, withAttempts, type AttemptFailure } from './attemptFailure';
import { backoffDelay, sleep } from './backoff';
import { estimateUsage, readChatStream } from './chatStream';
import {
  LlmError,
  type CallOptions,
  type ChatRequest,
  type ChatResult,
  type LlmProvider,
  type TextLogprobs,
} from './provider';
import { Semaphore } from './semaphore';

export interface OpenAICompatibleOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (the part before /chat/completions). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Total budget of one call: queueing, every attempt and every backoff wait. */
  timeoutMs: number;
  /** An attempt that receives nothing (headers or stream data) for this long is abandoned and retried. */
  idleTimeoutMs: number;
  maxRetries: number;
  concurrency: number;
  /** Send response_format json_object when a request asks for JSON (some servers reject it). */
  jsonMode: boolean;
  backoff?: { baseMs: number; maxMs: number };
  random?: () => number;
  fetch?: typeof fetch;
}

const ERROR_BODY_LIMIT = 500;

export class OpenAICompatibleProvider implements LlmProvider {
  readonly model: string;
  private readonly limiter: Semaphore;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OpenAICompatibleOptions) {
    this.model = options.model;
    this.limiter = new Semaphore(options.concurrency);
    this.fetch = options.fetch ?? fetch;
  }

  async chat(request: ChatRequest, options: CallOptions = {}): Promise<ChatResult> {
    const body = {
      model: this.model,
      messages: request.messages,
      stream: true,
      stream_options: { include_usage: true },
      ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.json && this.options.jsonMode ? { response_format: { type: 'json_object' } } : {}),
    };
    const promptChars = request.messages.reduce((n, m) => n + m.content.length, 0);
    const { value, ms, attempts } = await this.withRetries(options, async (signal, touch) => {
      const res = await this.post('/chat/completions', body, signal, touch);
      return readChatStream(res, touch, options.onDelta);
    });
    return {
      content: value.content,
      model: value.model || this.model,
      finishReason: value.finishReason,
      usage: value.usage ?? estimateUsage(promptChars, value.content.length),
      firstTokenMs: value.firstTokenMs,
      ms,
      attempts,
    };
  }

  /**
   * Scores `text` with the legacy completions endpoint (prompt echoed with its log-probabilities,
   * no new tokens): the standard way an OpenAI-compatible server reveals how predictable a text is to
   * the model. Chat logprobs would only describe the model's own answer. Null when unsupported.
   */
  async scoreText(text: string, options: CallOptions = {}): Promise<TextLogprobs | null> {
    const body = { model: this.model, prompt: text, max_tokens: 1, echo: true, logprobs: 0, temperature: 0 };
    try {
      const { value, ms } = await this.withRetries(options, async (signal, touch) => {
        const res = await this.post('/completions', body, signal, touch);
        const json = (await res.json()) as {
          choices?: Array<{ logprobs?: { token_logprobs?: Array<number | null> } | null }>;
        };
        return json.choices?.[0]?.logprobs?.token_logprobs ?? [];
      });
      // The first token has no context (null); max_tokens 1 adds one generated token at the end.
      const logprobs = value
        .slice(0, -1)
        .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
      return logprobs.length ? { model: this.model, logprobs, ms } : null;
    } catch (err) {
      if (err instanceof LlmError && (err.kind === 'http_error' || err.kind === 'bad_response')) return null;
      throw err;
    }
  }

  /** Runs `attempt` under the concurrency limit, retrying what is worth retrying within the budget. */
  private async withRetries<T>(
    options: CallOptions,
    attempt: (signal: AbortSignal, touch: () => void) => Promise<T>,
  ): Promise<{ value: T; ms: number; attempts: number }> {
    const started = Date.now();
    const deadline = Math.min(options.deadline ?? Infinity, started + this.options.timeoutMs);
    const backoff = this.options.backoff ?? { baseMs: 500, maxMs: 8000 };
    for (let n = 1; ; n++) {
      options.onAttempt?.(n);
      const outcome = await this.attemptOnce(options, deadline, attempt);
      if ('value' in outcome) return { value: outcome.value, ms: Date.now() - started, attempts: n };
      const { error, retry, waitMs } = outcome.failure;
      if (!retry || n > this.options.maxRetries) throw withAttempts(error, n);
      const delayMs = waitMs ?? backoffDelay(n, { ...backoff, random: this.options.random });
      // Waiting past the budget cannot succeed: fail now, with the honest reason.
      if (Date.now() + delayMs >= deadline) throw withAttempts(error, n);
      options.onRetry?.({ attempt: n, delayMs, reason: retry });
      await sleep(delayMs, options.signal).catch(() => {
        throw new LlmError('aborted', 'The request was cancelled', undefined, n);
      });
    }
  }

  private async attemptOnce<T>(
    { signal: callerSignal, onQueued }: CallOptions,
    deadline: number,
    attempt: (signal: AbortSignal, touch: () => void) => Promise<T>,
  ): Promise<{ value: T } | { failure: AttemptFailure }> {
    const controller = new AbortController();
    let why: 'caller' | 'deadline' | 'idle' | null = null;
    const stop = (reason: typeof why) => {
      why ??= reason;
      controller.abort();
    };
    const onCallerAbort = () => stop('caller');
    if (callerSignal?.aborted) return { failure: aborted() };
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    const budgetTimer = setTimeout(() => stop('deadline'), Math.max(0, deadline - Date.now()));
    let idleTimer: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => stop('idle'), this.options.idleTimeoutMs);
    };
    let release: (() => void) | undefined;
    try {
      if (this.limiter.saturated) onQueued?.();
      release = await this.limiter.acquire(controller.signal);
      touch();
      return { value: await attempt(controller.signal, touch) };
    } catch (err) {
      if (why === 'caller') return { failure: aborted() };
      if (why === 'deadline') {
        return {
          failure: {
            error: new LlmError('timeout', 'The model did not answer in time'),
            retry: null,
            waitMs: null,
          },
        };
      }
      if (why === 'idle') {
        return {
          failure: {
            error: new LlmError('timeout', 'The model stopped responding'),
            retry: 'timeout',
            waitMs: null,
          },
        };
      }
      return { failure: classify(err) };
    } finally {
      callerSignal?.removeEventListener('abort', onCallerAbort);
      clearTimeout(budgetTimer);
      clearTimeout(idleTimer);
      // Whatever happened, make sure no socket is left streaming to us.
      controller.abort();
      release?.();
    }
  }

  private async post(path: string, body: unknown, signal: AbortSignal, touch: () => void): Promise<Response> {
    const res = await this.fetch(`${this.options.baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
    touch();
    if (res.ok) return res;
    const detail = (await res.text().catch(() => '')).slice(0, ERROR_BODY_LIMIT);
    throw new HttpFailure(res.status, res.headers, detail);
  }
}
