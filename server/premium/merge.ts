// Folds the grounded premium layer into the engine's feedback. Scores are never touched: the overall
// score, the section scores and the score guidance stay the engine's. What the model adds is
// explanation: cards, findings, interpretations, and the `premium` block.
import type { Annotation, Feedback, Improvement, Metric } from '../../shared/analysis/feedback';
import { PREMIUM_SOURCE, type PremiumInsights } from '../../shared/premium';
import { readerMemoryStrength, type GroundedPremium } from './cards';

/** The feedback as the premium layer returns it: the seed's fields plus the `premium` block. */
export type PremiumFeedback = Feedback & { premium: PremiumInsights };

export interface MergeOptions {
  model: string;
  droppedQuotes: number;
  /** Model-measured perplexity; null keeps the engine's local estimate. */
  perplexity: Metric | null;
}

const PRIORITY_RANK: Record<string, number> = { HIGH: 0, MEDIUM: 1, LOW: 2 };
const PROMPT_FIT_LABEL = {
  strong: 'Strong',
  partial: 'Partial',
  weak: 'Weak',
  no_prompt: 'No prompt given',
} as const;

export function mergePremium(
  feedback: Feedback,
  grounded: GroundedPremium,
  options: MergeOptions,
): PremiumFeedback {
  const premiumCards = grounded.improvements.map((g) => g.card);
  // Personalised cards lead within their priority; the engine's follow (a stable sort keeps order).
  const improvements: Improvement[] = [...premiumCards, ...feedback.improvements].sort(
    (a, b) => (PRIORITY_RANK[a.priority] ?? 3) - (PRIORITY_RANK[b.priority] ?? 3),
  );
  const annotations: Annotation[] = [
    ...feedback.annotations,
    ...grounded.improvements.map(({ card, match }): Annotation => ({
      start: match.start,
      end: match.end,
      analyzer: PREMIUM_SOURCE,
      category: card.section,
      severity: card.priority === 'HIGH' ? 'warning' : 'suggestion',
      message: card.issue,
      replacements: [],
    })),
  ].sort((a, b) => a.start - b.start || a.end - b.end);
  const memoryCard = grounded.readerMemory ? readerMemoryStrength(grounded.readerMemory) : null;

  const sections = feedback.section_scores;
  const ai = sections.ai_detection;
  const fit = grounded.promptFit;
  const promptFitLines = fit ? [`Prompt fit: ${PROMPT_FIT_LABEL[fit.rating]}. ${fit.assessment}`] : [];
  const voiceLines = grounded.toneNotes.map((t) => `Voice: ${t.note}`);

  return {
    ...feedback,
    improvements,
    annotations,
    strengths: memoryCard ? [memoryCard, ...feedback.strengths] : feedback.strengths,
    section_scores: {
      ...sections,
      content: {
        ...sections.content,
        metrics_interpretation: [...promptFitLines, ...sections.content.metrics_interpretation],
      },
      style: {
        ...sections.style,
        metrics_interpretation: [...sections.style.metrics_interpretation, ...voiceLines],
      },
      ai_detection: {
        ...ai,
        details: {
          ...ai.details,
          user_metrics: {
            ...ai.details.user_metrics,
            ...(options.perplexity ? { perplexity: options.perplexity } : {}),
            perplexity_method: options.perplexity ? 'model_logprobs' : 'local_estimate',
          },
          findings: [
            ...ai.details.findings.filter((f) => f.metadata.source !== PREMIUM_SOURCE),
            ...grounded.findings,
          ],
        },
      },
    },
    meta: {
      ...feedback.meta,
      analyzers: feedback.meta.analyzers.includes(PREMIUM_SOURCE)
        ? feedback.meta.analyzers
        : [...feedback.meta.analyzers, PREMIUM_SOURCE],
    },
    premium: {
      model: options.model,
      reader_will_remember: grounded.readerMemory,
      prompt_fit: grounded.promptFit,
      tone_voice: grounded.toneNotes,
      perplexity_method: options.perplexity ? 'model_logprobs' : 'local_estimate',
      dropped_quotes: options.droppedQuotes,
    },
  };
}
