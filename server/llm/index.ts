import type { Config } from '../config';
import { OpenAICompatibleProvider } from './openaiCompatible';
import type { LlmProvider } from './provider';

export * from './provider';
export { OpenAICompatibleProvider, type OpenAICompatibleOptions } from './openaiCompatible';

/** True when the server can offer Premium Feedback (GET /api/config reads the same two settings). */
export function llmConfigured(config: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL'>): boolean {
  return Boolean(config.LLM_BASE_URL && config.LLM_MODEL);
}

/** The configured model provider, or undefined when no model is configured. */
export function createLlmProvider(config: Config): LlmProvider | undefined {
  if (!llmConfigured(config)) return undefined;
  return new OpenAICompatibleProvider({
    baseUrl: config.LLM_BASE_URL!,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL!,
    timeoutMs: config.LLM_TIMEOUT_MS,
    idleTimeoutMs: Math.min(config.LLM_IDLE_TIMEOUT_MS, config.LLM_TIMEOUT_MS),
    maxRetries: config.LLM_MAX_RETRIES,
    concurrency: config.LLM_CONCURRENCY,
    jsonMode: config.LLM_JSON_MODE,
  });
}
