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
import { HttpError } from '../errors';
import { premiumHook, PremiumUnavailableError, type PremiumService } from '../premium';
import { premiumStatus, presentAnalysis } from '../presenters/analysis';
import { findRecentAnalysis, insertAnalysisRecord, type EssayInput } from './analyses';
import { StageSequence, type ProgressEvent } from './analysisStages';
import { releaseUnit, reserveUnit, type Reservation, type UsageKind } from './usage';

// Runs one review for one user: takes a unit of the monthly allowance first (atomically, so concurrent
// requests can never overdraw), runs the engine (+ premium layer), stores the record and only then
// keeps the unit. Any failure or cancellation gives the unit back. No req/res here: the routes adapt.

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
  /** Reviews one user may have running at once (default 5); more get 429. */
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
const SKIPPED_BASIC = 'Skipped: personalized suggestions are part of Premium Feedback';

export function createAnalysisRunner(deps: AnalysisRunnerDeps): AnalysisRunner {
  const { pool, config, logger } = deps;
  const running = new Map<string, number>();
  const maxRunning = deps.maxConcurrentPerUser ?? DEFAULT_MAX_CONCURRENT_PER_USER;
  const reserve = (userId: string, plan: PlanType, kind: UsageKind) =>
    reserveUnit(pool, userId, plan, kind, deps.now(), config.APPLICATION_SEASON);
  const done = (userId: string) => {
    const n = (running.get(userId) ?? 1) - 1;
    if (n > 0) running.set(userId, n);
    else running.delete(userId);
  };

  async function reserveAnalysis(user: AnalysisUser, request: AnalysisRequest): Promise<ReservedAnalysis> {
    const service = request.premium ? deps.premium : undefined;
    let reservation: Reservation | null = await reserve(
      user.id,
      user.plan_type,
      service ? 'premium' : 'basic',
    );
    if (!reservation) throw new HttpError(403, MESSAGES.quotaExhausted);
    if ((running.get(user.id) ?? 0) >= maxRunning) {
      await releaseUnit(pool, reservation);
      throw new HttpError(429, MESSAGES.tooManyRequests);
    }
    running.set(user.id, (running.get(user.id) ?? 0) + 1);
    let used = false;
    const giveBack = async () => {
      if (reservation)
        await releaseUnit(pool, reservation).catch((err) =>
          logger.error({ err }, 'could not release a unit'),
        );
      reservation = null;
    };

    return {
      async cancel() {
        if (used) return;
        used = true;
        await giveBack();
        done(user.id);
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
            reservation = await reserve(user.id, user.plan_type, 'basic');
          }
          const charged = reservation?.kind ?? null;
          const applied = Boolean(service) && !unavailable;
          const analysisId = await insertAnalysisRecord(pool, {
            userId: user.id,
            input: request.input,
            isPremium: applied,
            overallScore: result.feedback.overall_score,
            data: { feedback: result.feedback, html: result.html, markdown: result.markdown },
            createdAt: deps.now(),
          });
          return presentAnalysis(result, {
            analysisId,
            premium: premiumStatus(request.premium, applied, unavailable),
            charged,
          });
        } catch (err) {
          await giveBack();
          throw toRunError(err, signal, logger);
        } finally {
          done(user.id);
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

/** Aborts stay aborts; the engine's input errors become 400 with its message; the rest a logged 500. */
function toRunError(err: unknown, signal: AbortSignal, logger: Logger): unknown {
  if (signal.aborted || isAbortError(err)) return err;
  if (err instanceof HttpError) return err;
  if (err instanceof Error && err.name === 'AnalysisInputError') return new HttpError(400, err.message);
  logger.error({ err }, 'analysis failed');
  return new HttpError(500, MESSAGES.analysisFailed);
}
