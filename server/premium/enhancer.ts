// The premium enhancer: runs after the basic engine, asks the model for personalised coaching,
// validates and grounds the answer, and merges it into the feedback. Contract for callers: it resolves
// with the enhanced feedback, or rejects with PremiumUnavailableError (then keep the basic result,
// show err.note and charge no premium unit). It never changes a score.
import type { Logger } from 'pino';
import type { Feedback } from '../../shared/analysis/feedback';
import type { PremiumPartial } from '../../shared/premium';
import type { CallOptions, ChatMessage, ChatResult, LlmProvider, RetryReason } from '../llm/provider';
import { groundOutput, type GroundedPremium } from './cards';
import { PremiumUnavailableError } from './errors';
import { EssayGrounding } from './grounding';
import { Heartbeat } from './heartbeat';
import { mergePremium, type PremiumFeedback } from './merge';
import { parseModelOutput } from './parse';
import { PartialStream } from './partials';
import { perplexityFromLogprobs } from './perplexity';
import { buildPremiumMessages, buildRepairMessages, type PremiumInput } from './prompt';

export interface PremiumContext {
  /** Aborts when the student goes away: the model request is aborted with it. */
  signal: AbortSignal;
  /** Progress text for the llm_enhancement stage. */
  emit: (detail: string) => void;
  /** Grounded pieces of the answer as soon as each is complete (see shared/premium.ts). */
  partial?: (partial: PremiumPartial) => void;
}

export interface PremiumEnhancerOptions {
  provider: LlmProvider;
  logger: Logger;
  /** Budget for the whole enhancement: the answer, its retries and the repair attempt. */
  timeoutMs: number;
  /** Ask the provider for the essay's token log-probabilities (perplexity). */
  logprobs: boolean;
  /** Quiet period after which the student is told the model is still working (default 8 s). */
  heartbeatMs?: number;
}

const MAX_ANSWER_TOKENS = 3000;
const RETRY_DETAIL: Record<RetryReason, string> = {
  rate_limited: 'The language model is busy right now; trying again',
  server_error: 'The language model service had a problem; trying again',
  timeout: 'The language model stopped responding; trying again',
  network: 'The connection to the language model dropped; trying again',
};

export class PremiumEnhancer {
  constructor(private readonly options: PremiumEnhancerOptions) {}

  get model(): string {
    return this.options.provider.model;
  }

  async enhance(input: PremiumInput, feedback: Feedback, ctx: PremiumContext): Promise<PremiumFeedback> {
    const started = Date.now();
    const deadline = started + this.options.timeoutMs;
    const progress = new Heartbeat(ctx.emit, this.options.heartbeatMs ?? 8000, started);
    const calls: ChatResult[] = [];
    // Every model request of this review stops when the student leaves or when the review ends.
    const requests = new AbortController();
    const onAbort = () => requests.abort(ctx.signal.reason);
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    const inner: PremiumContext = { ...ctx, signal: requests.signal };
    try {
      if (ctx.signal.aborted)
        throw new PremiumUnavailableError('aborted', 'cancelled before the model was called');
      const scoring = this.options.logprobs
        ? this.scoreEssay(input.text, requests.signal, deadline)
        : Promise.resolve(null);
      const { grounded, grounding } = await this.answer(input, feedback, inner, progress, deadline, calls);
      progress.emit('Merging personalised suggestions into your review…');
      const scored = await scoring;
      const perplexity = scored ? perplexityFromLogprobs(scored) : null;
      const merged = mergePremium(feedback, grounded, {
        model: this.model,
        droppedQuotes: grounding.dropped,
        perplexity,
      });
      this.options.logger.info(
        {
          event: 'premium_enhancement',
          outcome: 'ok',
          model: this.model,
          ms: Date.now() - started,
          model_ms: sum(calls, (c) => c.ms),
          tokens_in: sum(calls, (c) => c.usage.tokensIn),
          tokens_out: sum(calls, (c) => c.usage.tokensOut),
          repaired: calls.length > 1,
          improvements: grounded.improvements.length,
          findings: grounded.findings.length,
          dropped_quotes: grounding.dropped,
          perplexity_method: merged.premium.perplexity_method,
        },
        'premium enhancement done',
      );
      return merged;
    } catch (err) {
      const failure = PremiumUnavailableError.from(err);
      this.options.logger.warn(
        {
          event: 'premium_enhancement',
          outcome: 'unavailable',
          reason: failure.reason,
          model: this.model,
          ms: Date.now() - started,
          tokens_in: sum(calls, (c) => c.usage.tokensIn),
          tokens_out: sum(calls, (c) => c.usage.tokensOut),
          error: failure.message,
        },
        'premium enhancement unavailable',
      );
      throw failure;
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
      requests.abort();
      progress.stop();
    }
  }

  /** The model's answer, validated and grounded, with at most one repair attempt. */
  private async answer(
    input: PremiumInput,
    feedback: Feedback,
    ctx: PremiumContext,
    progress: Heartbeat,
    deadline: number,
    calls: ChatResult[],
  ): Promise<{ grounded: GroundedPremium; grounding: EssayGrounding }> {
    const partials = new PartialStream(input, { emit: progress.emit, partial: ctx.partial });
    const messages = buildPremiumMessages(input, feedback);
    let request: ChatMessage[] = messages;
    progress.emit('Sending your essay to the language model…');
    for (let repair = false; ; repair = true) {
      const result = await this.call(request, repair ? 'repair' : 'premium', {
        signal: ctx.signal,
        deadline,
        onDelta: partials.push,
        onAttempt: (n) => {
          if (n > 1) partials.reset();
          else if (!repair) progress.emit('The language model is reading your essay…');
        },
        onQueued: () => progress.emit('Waiting for a free slot with the language model…'),
        onRetry: ({ delayMs, reason }) =>
          progress.emit(`${RETRY_DETAIL[reason]} in ${Math.max(1, Math.round(delayMs / 1000))} s…`),
      });
      calls.push(result);
      progress.emit('Checking every quote against your essay…');
      const parsed = parseModelOutput(result.content);
      let problem: string;
      if (parsed.ok) {
        const grounding = new EssayGrounding(input.text);
        const grounded = groundOutput(parsed.value, grounding, Boolean(input.prompt?.trim()));
        if (grounded.improvements.length > 0) return { grounded, grounding };
        problem =
          'none of the improvements quotes its text_snippet verbatim from the essay; copy each snippet exactly from the essay.';
      } else {
        problem = parsed.problem;
      }
      if (repair)
        throw new PremiumUnavailableError(
          'invalid_output',
          'the model answer was unusable after one repair attempt',
        );
      this.options.logger.info(
        { event: 'premium_repair', model: this.model },
        'premium answer unusable, asking for a repair',
      );
      progress.emit("The model's answer was not in the expected shape; asking it to correct it…");
      partials.reset();
      request = buildRepairMessages(messages, result.content, problem);
    }
  }

  private async call(messages: ChatMessage[], purpose: string, options: CallOptions): Promise<ChatResult> {
    const result = await this.options.provider.chat(
      { messages, json: true, maxTokens: MAX_ANSWER_TOKENS, temperature: 0.3, purpose },
      options,
    );
    // Cost and latency per model request. Counts and timings only: never essay or answer text.
    this.options.logger.info(
      {
        event: 'llm_request',
        purpose,
        model: result.model,
        tokens_in: result.usage.tokensIn,
        tokens_out: result.usage.tokensOut,
        usage_estimated: result.usage.estimated,
        ms: result.ms,
        first_token_ms: result.firstTokenMs,
        attempts: result.attempts,
        finish_reason: result.finishReason,
      },
      'llm request',
    );
    return result;
  }

  /** The essay's token log-probabilities, or null: perplexity is a bonus and never fails a review. */
  private async scoreEssay(text: string, signal: AbortSignal, deadline: number) {
    try {
      const scored = await this.options.provider.scoreText(text, { signal, deadline });
      this.options.logger.info(
        {
          event: 'llm_request',
          purpose: 'perplexity',
          model: this.model,
          tokens_in: scored?.logprobs.length ?? 0,
          ms: scored?.ms,
        },
        scored ? 'llm request' : 'provider returned no log-probabilities',
      );
      return scored;
    } catch (err) {
      this.options.logger.info(
        { event: 'llm_request', purpose: 'perplexity', model: this.model, error: (err as Error).message },
        'log-probabilities unavailable; keeping the local perplexity estimate',
      );
      return null;
    }
  }
}

function sum<T>(items: T[], f: (item: T) => number): number {
  return items.reduce((n, item) => n + f(item), 0);
}
