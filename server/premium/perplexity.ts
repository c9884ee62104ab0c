// Perplexity from the model's own token log-probabilities of the essay: exp of the mean negative
// log-probability. It replaces the engine's local estimate only when the provider returned them;
// the explanation names the method so the student knows which number they are reading.
import type { Metric } from '../../shared/analysis/feedback';
import type { TextLogprobs } from '../llm/provider';

/** Fewer scored tokens than this says little about a text. */
export const MIN_SCORED_TOKENS = 20;

export function perplexityFromLogprobs(scored: TextLogprobs): Metric | null {
  const values = scored.logprobs.filter((v) => Number.isFinite(v) && v <= 0);
  if (values.length < MIN_SCORED_TOKENS) return null;
  const meanNll = -values.reduce((sum, v) => sum + v, 0) / values.length;
  const value = Math.round(Math.exp(meanNll) * 10) / 10;
  return {
    value,
    interpretation: interpret(value),
    explanation:
      `Measured with the language model's token log-probabilities (model ${scored.model}, ${values.length} tokens of ` +
      `your essay): perplexity = exp(average negative log-probability per token). Lower values mean the model ` +
      `found your wording more predictable, which is typical of machine-generated text.`,
  };
}

function interpret(value: number): string {
  if (value < 10) return 'Very predictable wording: AI-text detectors may flag it';
  if (value < 25) return 'Fairly predictable wording';
  return 'Varied, surprising wording typical of personal writing';
}
