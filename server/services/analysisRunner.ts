import type { Logger } from 'pino';
import { FeedbackSchema, type AnalysisResult, type Feedback } from '../../shared/analysis/feedback';
import type { AnalysisInput } from '../../shared/analysis/input';
import type { StageEvent } from '../../shared/analysis/stages';
import { MESSAGES } from '../../shared/messages';
import type { PlanType } from '../../shared/plans';
import { PREMIUM_UNAVAILABLE_NOTES, type PremiumUnavailableReason } from '../../shared/premium';
import type { AnalyzeResponse } from '../../shared/schemas/analyze';
import { isAbortError, renderResult, type EnhanceHook } from '../analysis';
import type { Config } from '../config';
import type { Pool } from '../db/pool';
import { isDatabaseUnavailable, retryWhileUnavailable } from '../db/unavailable';
import { HttpError, serviceUnavailable } from '../errors';
import { premiumHook, PremiumUnavailableError, type PremiumService } from '../premium';
import { premiumStatus, presentAnalysis } from '../presenters/analysis';
import { findRecentAnalysis, storeAnalysisResult, type EssayInput } from './analyses';
import { StageSequence, type ProgressEvent } from './analysisStages';
import { refundLease, renewLease, reserveUnit, type Lease, type UsageKind } from './usage';

// Runs one review for one user: takes a unit of the monthly allowance first as a lease (atomically, so
// concurrent requests on any instance can never overdraw), runs the engine (+ premium layer), then stores
// the record and ends the lease in one transaction. Any failure or cancellation refunds the unit; a lease
// whose server died expires and is refunded by the sweeper. No req/res here: the routes adapt.

/** The engine as the runner needs it: server/analysis's pool, or analyzeEssay in-process. */
export interface AnalysisEngine {
  analyze(
    input: AnalysisInput,
    opts: { signal?: AbortSignal; onEvent?: (event: StageEvent) => void; enhance?: EnhanceHook },
  ): Promise<AnalysisResult>;
}

export interface AnalysisRunnerDeps {
  pool: Pool;
  config: Config;
  logger: Logger;
  now: () => Date;
  engine: AnalysisEngine;
  /** Premium Feedback (server/premium); absent when no language model is configured. */
  premium?: PremiumService;
  /** Reviews one user may have running at once, across instances (default 5); more get 429. */
  maxConcurrentPerUser?: number;
}

export interface AnalysisUser {
  id: string;
  plan_type: PlanType;
}

export interface AnalysisRequest {
  input: EssayInput;
  /** The student asked for Premium Feedback. */
  premium: boolean;
}

export interface RunOptions {
  signal: AbortSignal;
  onEvent?: (event: ProgressEvent) => void;
}

/** A review whose unit is reserved. Call run() exactly once, or cancel() to give the unit back. */
export interface ReservedAnalysis {
  run(options: RunOptions): Promise<AnalyzeResponse>;
  cancel(): Promise<void>;
}

export interface AnalysisRunner {
  /** Reserves a unit: 403 (quota message) when none is left, 429 when too many reviews are running. */
  reserve(user: AnalysisUser, request: AnalysisRequest): Promise<ReservedAnalysis>;
  /**
   * The seed's fallback/format-conversion call. A non-premium conversion of an essay this user had
   * reviewed (same text and options) in the last 24 hours returns that review again, free; anything else
   * is a full review, charged like any other.
   */
  convert(user: AnalysisUser, request: AnalysisRequest, signal: AbortSignal): Promise<AnalyzeResponse>;
}

export const CONVERT_REUSE_WINDOW_MS = 24 * 60 * 60 * 1000;
const DEFAULT_MAX_CONCURRENT_PER_USER = 5;
/** How long a finished review keeps trying to store itself while the database is away (a restart). */
const STORE_RETRY_MS = 15_000;
const SKIPPED_BASIC = 'Skipped: personalized suggestions are part of Premium Feedback';

export function createAnalysisRunner(deps: AnalysisRunnerDeps): AnalysisRunner {
  const { pool, config, logger } = deps;
  const maxRunning = deps.maxConcurrentPerUser ?? DEFAULT_MAX_CONCURRENT_PER_USER;
  const leaseMs = config.USAGE_LEASE_SECONDS * 1000;
  const reserve = (user: AnalysisUser, kind: UsageKind, maxInFlight?: number) =>
    reserveUnit(pool, {
      userId: user.id,
      plan: user.plan_type,
      kind,
      now: deps.now(),
      season: config.APPLICATION_SEASON,
      leaseMs,
      maxInFlight,
    });

  async function reserveAnalysis(user: AnalysisUser, request: AnalysisRequest): Promise<ReservedAnalysis> {
    const service = request.premium ? deps.premium : undefined;
    const outcome = await reserve(user, service ? 'premium' : 'basic', maxRunning);
    if (outcome === 'quota') throw new HttpError(403, MESSAGES.quotaExhausted);
    if (outcome === 'busy') throw new HttpError(429, MESSAGES.tooManyRequests);
    let lease: Lease | null = outcome;
    // While the review runs its lease is renewed; if this process dies, it expires and is refunded.
    const renewal = setInterval(() => {
      const id = lease?.id;
      if (id)
        renewLease(pool, id, new Date(deps.now().getTime() + leaseMs)).catch((err) =>
          logger.warn({ err: errorText(err) }, 'could not renew a usage lease'),
        );
    }, leaseMs / 3);
    renewal.unref();
    let used = false;
    const giveBack = async () => {
      const l = lease;
      lease = null;
      if (l) await refund(pool, l, leaseMs, logger);
    };

    return {
      async cancel() {
        if (used) return;
        used = true;
        clearInterval(renewal);
        await giveBack();
      },
      async run({ signal, onEvent }) {
        if (used) throw new Error('ReservedAnalysis.run called twice');
        used = true;
        let unavailable: PremiumUnavailableReason | null =
          request.premium && !service ? 'not_configured' : null;
        const stages = new StageSequence(onEvent ?? (() => undefined), {
          llm_enhancement: request.premium ? PREMIUM_UNAVAILABLE_NOTES.not_configured : SKIPPED_BASIC,
        });
        try {
          let enhance: EnhanceHook | undefined;
          if (service) {
            const hook = premiumHook(
              service,
              { text: request.input.text, prompt: request.input.prompt },
              (partial) =>
                stages.push({
                  stage: 'llm_enhancement',
                  progress: 70,
                  detail: 'Personalizing suggestions',
                  partial,
                }),
            );
            // A premium failure keeps the basic review (the engine would otherwise fail the whole run).
            enhance = async (feedback: Feedback, ctx) => {
              try {
                return await hook(feedback, ctx);
              } catch (err) {
                if (!(err instanceof PremiumUnavailableError) || signal.aborted) throw err;
                unavailable = err.reason;
                ctx.emit(err.note);
                return feedback;
              }
            };
          }
          const result = await deps.engine.analyze(engineInput(request.input), {
            signal,
            onEvent: stages.push,
            enhance,
          });
          signal.throwIfAborted();
          if (service && unavailable) {
            // Premium did not happen: no premium unit is used; the basic review costs a basic unit if any is left.
            await giveBack();
            const basic = await reserve(user, 'basic');
            lease = typeof basic === 'string' ? null : basic;
          }
          const applied = Boolean(service) && !unavailable;
          const record = {
            userId: user.id,
            input: request.input,
            isPremium: applied,
            overallScore: result.feedback.overall_score,
            data: { feedback: result.feedback, html: result.html, markdown: result.markdown },
            createdAt: deps.now(),
          };
          // The review is done: store it even if the database is restarting (the write is idempotent).
          const stored = await retryWhileUnavailable(
            () => storeAnalysisResult(pool, record, lease, user.plan_type, config.APPLICATION_SEASON),
            STORE_RETRY_MS,
          );
          lease = null;
          return presentAnalysis(result, {
            analysisId: stored.id,
            premium: premiumStatus(request.premium, applied, unavailable),
            charged: stored.charged,
          });
        } catch (err) {
          await giveBack();
          throw toRunError(err, signal, logger);
        } finally {
          clearInterval(renewal);
        }
      },
    };
  }

  return {
    reserve: reserveAnalysis,
    async convert(user, request, signal) {
      if (!request.premium) {
        const since = new Date(deps.now().getTime() - CONVERT_REUSE_WINDOW_MS);
        const record = await findRecentAnalysis(pool, user.id, request.input, since);
        const stored = record?.analysis_data;
        if (record && stored && FeedbackSchema.safeParse(stored.feedback).success) {
          // The stored object, not the parsed one: parsing would drop extras such as premium insights.
          const feedback = stored.feedback as Feedback;
          const result =
            stored.html && stored.markdown
              ? {
                  feedback,
                  html: stored.html,
                  markdown: stored.markdown,
                  json_output: JSON.stringify(feedback, null, 2),
                }
              : renderResult(feedback);
          return presentAnalysis(result, {
            analysisId: record.id,
            premium: premiumStatus(false, record.is_premium, null),
            charged: null,
          });
        }
      }
      const reserved = await reserveAnalysis(user, request);
      return reserved.run({ signal });
    },
  };
}

function engineInput(input: EssayInput): AnalysisInput {
  return {
    text: input.text,
    prompt: input.prompt,
    word_limit: input.word_limit,
    limit_type: input.limit_type,
  };
}

/**
 * Gives a unit back now; if the database is away, keeps trying in the background (the student's answer
 * does not wait) for as long as the lease would live. Should that fail too, the lease expires and a
 * sweeper refunds it (server/services/leaseSweeper.ts). Refunds are idempotent, so racing one is harmless.
 */
async function refund(pool: Pool, lease: Lease, leaseMs: number, logger: Logger): Promise<void> {
  try {
    await refundLease(pool, lease.id);
  } catch (err) {
    logger.warn({ err: errorText(err) }, 'refund failed; retrying');
    void retryWhileUnavailable(() => refundLease(pool, lease.id), leaseMs).catch((e) =>
      logger.error({ err: errorText(e) }, 'refund still failing; the lease sweeper will refund it'),
    );
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Aborts stay aborts; the engine's input errors become 400 with its message; a database that is away
 * 503 (try again soon); the rest a logged 500.
 */
function toRunError(err: unknown, signal: AbortSignal, logger: Logger): unknown {
  if (signal.aborted || isAbortError(err)) return err;
  if (err instanceof HttpError) return err;
  if (isDatabaseUnavailable(err)) return serviceUnavailable();
  if (err instanceof Error && err.name === 'AnalysisInputError') return new HttpError(400, err.message);
  logger.error({ err }, 'analysis failed');
  return new HttpError(500, MESSAGES.analysisFailed);
}
