// Premium Feedback: the language-model layer on top of the basic engine.
//
// Wiring (analysis runner): when a request asks for premium and deps.premium is set, pass the engine
// an enhance hook built with premiumHook(). If the hook rejects with PremiumUnavailableError, keep
// the basic result, attach err.note for the student, and do not charge a premium unit. Partial
// results (shared/premium.ts, PremiumPartialEventSchema) can be forwarded as stream events.
import type { Logger } from 'pino';
import type { Feedback } from '../../shared/analysis/feedback';
import type { PremiumPartial } from '../../shared/premium';
import type { Config } from '../config';
import { createLlmProvider } from '../llm';
import type { LlmProvider } from '../llm/provider';
import { PremiumEnhancer, type PremiumContext } from './enhancer';
import type { PremiumInput } from './prompt';

export { PremiumEnhancer, type PremiumContext, type PremiumEnhancerOptions } from './enhancer';
export { PremiumUnavailableError } from './errors';
export type { PremiumFeedback } from './merge';
export type { PremiumInput } from './prompt';

/** What the rest of the server sees of Premium Feedback (AppDeps.premium). */
export interface PremiumService {
  readonly model: string;
  /** Resolves with the enhanced feedback or rejects with PremiumUnavailableError. */
  enhance(input: PremiumInput, feedback: Feedback, ctx: PremiumContext): Promise<Feedback>;
}

/** The engine's llm_enhancement hook signature (server/analysis pipeline). */
export type EnhanceHook = (
  feedback: Feedback,
  ctx: { signal: AbortSignal; emit: (detail: string) => void },
) => Promise<Feedback>;

/** Binds the premium service to one request's essay, in the shape the engine pipeline calls. */
export function premiumHook(
  service: PremiumService,
  input: PremiumInput,
  onPartial?: (partial: PremiumPartial) => void,
): EnhanceHook {
  return (feedback, ctx) => service.enhance(input, feedback, { ...ctx, partial: onPartial });
}

/** The premium service for this configuration, or undefined when no model is configured. */
export function createPremiumService(
  config: Config,
  logger: Logger,
  provider: LlmProvider | undefined = createLlmProvider(config),
): PremiumService | undefined {
  if (!provider) return undefined;
  return new PremiumEnhancer({
    provider,
    logger: logger.child({ component: 'premium' }),
    timeoutMs: config.LLM_TIMEOUT_MS,
    logprobs: config.LLM_LOGPROBS,
  });
}
