// Premium Feedback contract: the JSON the language model must return, the partial results streamed
// while it writes, and the notes a student sees when the model could not help. Isomorphic: the server
// validates the model with these schemas and the renderer reads the inferred types.
import { z } from 'zod';
import { FindingSchema, ImprovementSchema, LocationSchema } from './analysis/feedback';
import { StageEventSchema } from './analysis/stages';

/** Where the premium layer's cards and findings say they come from. */
export const PREMIUM_SOURCE = 'llm_enhancement';
/** ai_detection finding types produced by the premium layer (spec: warning and info). */
export const PREMIUM_RED_FLAGS = 'premium_red_flags';
export const PREMIUM_ANALYSIS = 'premium_analysis';

// ---------------------------------------------------------------------------------------------
// The model's answer. Lenient where leniency is harmless (case of enums, missing optional lists),
// strict on shape: anything else fails validation and earns the model one repair attempt.
// Top-level keys are listed in the order the prompt asks for them, so the first useful content
// ('reader_will_remember') streams first.
// ---------------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().min(1).max(max);
/** A quote copied from the essay. Grounding (server/premium/grounding.ts) checks it verbatim. */
const quote = z.string().trim().max(800);
/** Lists longer than needed are trimmed rather than rejected: a long answer is not a wrong one. */
const capped = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).transform((items) => items.slice(0, max));
const quotes = capped(quote, 8).default([]);

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const PREMIUM_SECTIONS = [
  'grammar',
  'spelling',
  'style',
  'structure',
  'content',
  'authenticity',
] as const;

export const ModelReaderMemorySchema = z.object({
  note: text(800),
  quote: quote.default(''),
});

export const PromptFitRatingSchema = z.enum(['strong', 'partial', 'weak', 'no_prompt']);
export type PromptFitRating = z.infer<typeof PromptFitRatingSchema>;

export const ModelPromptFitSchema = z.object({
  rating: z.preprocess(lower, PromptFitRatingSchema),
  assessment: text(1500),
  evidence: quotes,
});

export const ModelImprovementSchema = z.object({
  priority: z.preprocess(upper, z.enum(['HIGH', 'MEDIUM', 'LOW'])).catch('MEDIUM'),
  section: z.preprocess(lower, z.enum(PREMIUM_SECTIONS)).catch('content'),
  issue: text(500),
  suggestion: text(1000),
  text_snippet: text(800),
  example: text(1500),
  alternatives: capped(text(800), 5).default([]),
  evidence: quotes,
  impact: text(800),
});
export type ModelImprovement = z.infer<typeof ModelImprovementSchema>;

export const ModelToneNoteSchema = z.object({ note: text(800), evidence: quotes });
export const ModelRedFlagSchema = z.object({
  message: text(800),
  suggestion: text(800),
  quote: quote.default(''),
});
export const ModelAnalysisNoteSchema = z.object({ message: text(800), suggestion: text(800) });

export const PremiumModelOutputSchema = z.object({
  reader_will_remember: ModelReaderMemorySchema,
  prompt_fit: ModelPromptFitSchema,
  improvements: capped(ModelImprovementSchema, 8),
  tone_voice: capped(ModelToneNoteSchema, 6).default([]),
  red_flags: capped(ModelRedFlagSchema, 6).default([]),
  deeper_analysis: capped(ModelAnalysisNoteSchema, 6).default([]),
});
export type PremiumModelOutput = z.infer<typeof PremiumModelOutputSchema>;

/** The top-level keys in the order the model is asked to write them. */
export const PREMIUM_OUTPUT_KEYS = [
  'reader_will_remember',
  'prompt_fit',
  'improvements',
  'tone_voice',
  'red_flags',
  'deeper_analysis',
] as const;
export type PremiumOutputKey = (typeof PREMIUM_OUTPUT_KEYS)[number];

// ---------------------------------------------------------------------------------------------
// What the premium layer adds to the feedback besides cards and findings. Stored on the feedback as
// `premium` (see PremiumInsightsSchema); the same content also appears in the seed's visible fields
// (a strength card, section interpretations) so a renderer that ignores `premium` still shows it.
// ---------------------------------------------------------------------------------------------

export const GroundedQuoteSchema = z.object({ text: z.string(), location: LocationSchema });
export type GroundedQuote = z.infer<typeof GroundedQuoteSchema>;

export const ReaderMemorySchema = z.object({ note: z.string(), quote: GroundedQuoteSchema.nullable() });
export type ReaderMemory = z.infer<typeof ReaderMemorySchema>;

export const PromptFitSchema = z.object({
  rating: PromptFitRatingSchema,
  assessment: z.string(),
  evidence: z.array(z.string()),
});
export type PromptFit = z.infer<typeof PromptFitSchema>;

export const ToneNoteSchema = z.object({ note: z.string(), evidence: z.array(z.string()) });
export type ToneNote = z.infer<typeof ToneNoteSchema>;

export const PerplexityMethodSchema = z.enum(['model_logprobs', 'local_estimate']);

export const PremiumInsightsSchema = z.object({
  model: z.string(),
  reader_will_remember: ReaderMemorySchema.nullable(),
  prompt_fit: PromptFitSchema.nullable(),
  tone_voice: z.array(ToneNoteSchema),
  perplexity_method: PerplexityMethodSchema,
  /** How many quotes the model cited that are not in the essay (dropped, never shown). */
  dropped_quotes: z.number().int().min(0),
});
export type PremiumInsights = z.infer<typeof PremiumInsightsSchema>;

// ---------------------------------------------------------------------------------------------
// Partial results. While the model writes, each finished and grounded piece is sent to the client
// as a stage event with a `partial` field:
//
//   data: {"stage":"llm_enhancement","progress":70,"detail":"…","partial":{"kind":"improvement",…}}
//
// Partials are a preview: they are already grounded (a quote not in the essay never appears), they
// may arrive in any order, a piece is sent at most once per review (`key` is unique), and the final
// `complete` event's result is the truth and replaces them all. Clients may ignore partials.
// ---------------------------------------------------------------------------------------------

export const PremiumPartialSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('reader_will_remember'),
    key: z.string(),
    reader_will_remember: ReaderMemorySchema,
  }),
  z.object({ kind: z.literal('prompt_fit'), key: z.string(), prompt_fit: PromptFitSchema }),
  z.object({ kind: z.literal('improvement'), key: z.string(), improvement: ImprovementSchema }),
  z.object({ kind: z.literal('tone_voice'), key: z.string(), tone_voice: ToneNoteSchema }),
  z.object({ kind: z.literal('finding'), key: z.string(), finding: FindingSchema }),
]);
export type PremiumPartial = z.infer<typeof PremiumPartialSchema>;

export const PremiumPartialEventSchema = StageEventSchema.extend({
  stage: z.literal('llm_enhancement'),
  partial: PremiumPartialSchema,
});
export type PremiumPartialEvent = z.infer<typeof PremiumPartialEventSchema>;

// ---------------------------------------------------------------------------------------------
// When the model cannot help, the student keeps the basic review and is told why, in these words.
// ---------------------------------------------------------------------------------------------

export const PremiumUnavailableReasonSchema = z.enum([
  'not_configured',
  'timeout',
  'rate_limited',
  'provider_error',
  'invalid_output',
  'aborted',
]);
export type PremiumUnavailableReason = z.infer<typeof PremiumUnavailableReasonSchema>;

const NO_CHARGE = 'This is your basic review, and no premium credit was used.';
export const PREMIUM_UNAVAILABLE_NOTES: Record<PremiumUnavailableReason, string> = {
  not_configured: `Premium enhancement is unavailable: no language model is configured on this server. ${NO_CHARGE}`,
  timeout: `Premium enhancement was unavailable: the language model did not answer in time. ${NO_CHARGE}`,
  rate_limited: `Premium enhancement was unavailable: the language model is too busy right now. ${NO_CHARGE}`,
  provider_error: `Premium enhancement was unavailable: the language model service returned an error. ${NO_CHARGE}`,
  invalid_output: `Premium enhancement was unavailable: the language model's answer could not be used. ${NO_CHARGE}`,
  aborted: `Premium enhancement was cancelled. ${NO_CHARGE}`,
};
