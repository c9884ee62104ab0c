// Chat-completions client for any OpenAI-compatible server (hosted APIs, Ollama, vLLM, llama.cpp,
// LM Studio). Streams the answer over SSE, bounds concurrency, retries timeouts, 429s and 5xx with
// backoff inside one time budget, and aborts the HTTP request the moment the caller's signal aborts.
import { backoffDelay, retryAfterMs, sleep } from './backoff';
import {
  LlmError,
  type CallOptions,
  type ChatRequest,
  type ChatResult,
  type LlmProvider,
  type RetryReason,
  type TextLogprobs,
  type TokenUsage,
} from './provider';
import { Semaphore } from './semaphore';
import { sseData } from './sse';

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

type AttemptFailure = { error: LlmError; retry: RetryReason | null; waitMs: number | null };

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

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly detail: string,
  ) {
    super(`HTTP ${status}`);
  }
}

function aborted(): AttemptFailure {
  return { error: new LlmError('aborted', 'The request was cancelled'), retry: null, waitMs: null };
}

function withAttempts(error: LlmError, attempts: number): LlmError {
  return new LlmError(error.kind, error.message, error.status, attempts);
}

function classify(err: unknown): AttemptFailure {
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

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

interface StreamedChat {
  content: string;
  model: string;
  finishReason: string | null;
  usage: TokenUsage | null;
  firstTokenMs: number | null;
}

interface ChatChunk {
  model?: string;
  choices?: Array<{
    delta?: { content?: string | null };
    message?: { content?: string | null };
    finish_reason?: string | null;
  }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string } | string;
}

/** Reads an SSE chat stream (or a plain JSON completion from a server that ignores `stream`). */
async function readChatStream(
  res: Response,
  touch: () => void,
  onDelta?: (fragment: string) => void,
): Promise<StreamedChat> {
  const started = Date.now();
  const out: StreamedChat = { content: '', model: '', finishReason: null, usage: null, firstTokenMs: null };
  const take = (chunk: ChatChunk) => {
    if (chunk.error) {
      const message =
        typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'unknown error');
      throw new LlmError('server_error', `The model provider reported an error: ${oneLine(message)}`);
    }
    if (chunk.model) out.model = chunk.model;
    const choice = chunk.choices?.[0];
    const fragment = choice?.delta?.content ?? choice?.message?.content ?? '';
    if (fragment) {
      out.firstTokenMs ??= Date.now() - started;
      out.content += fragment;
      onDelta?.(fragment);
    }
    if (choice?.finish_reason) out.finishReason = choice.finish_reason;
    if (chunk.usage && typeof chunk.usage.prompt_tokens === 'number') {
      out.usage = {
        tokensIn: chunk.usage.prompt_tokens,
        tokensOut: chunk.usage.completion_tokens ?? 0,
        estimated: false,
      };
    }
  };

  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream')) {
    take(parseChunk(await res.text()));
    if (!out.content) throw new LlmError('bad_response', 'The model provider sent no answer');
    return out;
  }
  if (!res.body) throw new LlmError('bad_response', 'The model provider sent an empty stream');
  let done = false;
  for await (const data of sseData(res.body)) {
    touch();
    if (data.trim() === '[DONE]') {
      done = true;
      break;
    }
    take(parseChunk(data));
  }
  // A stream cut before [DONE] and without a finish reason lost part of the answer: retry it.
  if (!done && !out.finishReason) throw new LlmError('network', 'The model stream ended early');
  return out;
}

function parseChunk(data: string): ChatChunk {
  try {
    return JSON.parse(data) as ChatChunk;
  } catch {
    throw new LlmError('bad_response', 'The model provider sent an unreadable stream chunk');
  }
}

/** About four characters per token for English: used only when the provider reports no usage. */
function estimateUsage(promptChars: number, answerChars: number): TokenUsage {
  return { tokensIn: Math.ceil(promptChars / 4), tokensOut: Math.ceil(answerChars / 4), estimated: true };
}
