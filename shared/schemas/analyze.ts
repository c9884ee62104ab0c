import { z } from 'zod';
import { plural } from '../plural';
import { AnalysisResultSchema } from '../analysis/feedback';
import { LimitTypeSchema, MAX_PROMPT_CHARS } from '../analysis/input';
import { StageEventSchema } from '../analysis/stages';
import { MESSAGES } from '../messages';
import { PremiumUnavailableReasonSchema } from '../premium';

// Requests and responses of /analyze/*, /analyze/convert and /upload (see docs/api-analyze.md). The
// screen and the server validate with these schemas, so both refuse the same input in the same words.

export const ESSAY_MAX_CHARS = 50_000;
export const PROMPT_MAX_CHARS = MAX_PROMPT_CHARS;
export const WORD_LIMIT_MIN = 1;
export const WORD_LIMIT_MAX = 5000;
/** Above this the screen warns 'Large essay - analysis may take longer'. */
export const LARGE_ESSAY_CHARS = 10_000;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The essay's title as the student names it (history, drafts); longer ones are shortened for display. */
export const TITLE_MAX_CHARS = 200;
/** For the file input's accept attribute; the server decides by content, not by name. */
export const UPLOAD_ACCEPT = '.txt,.doc,.docx,.pdf';

export const ANALYZE_MESSAGES = {
  emptyEssay: MESSAGES.emptyEssay,
  essayTooLong: `Your essay is too long to review: the maximum is ${ESSAY_MAX_CHARS.toLocaleString('en-US')} characters.`,
  promptTooLong: `The prompt can be at most ${PROMPT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  titleTooLong: `The title can be at most ${TITLE_MAX_CHARS} characters.`,
  wordLimitRange: `The word limit must be a whole number from ${WORD_LIMIT_MIN} to ${WORD_LIMIT_MAX}.`,
  limitType: "The unit must be 'words' or 'characters'.",
  formatInvalid: "The format must be 'json', 'html' or 'markdown'.",
  complete: 'Analysis complete',
  uploadTooLarge: MESSAGES.uploadTooLarge,
  uploadMissing: 'Please choose a file to upload.',
  uploadOneFile: 'Please upload one file at a time, in the "file" field.',
  streamTokenInvalid: 'This review link has expired or was already used. Please start the review again.',
} as const;

// --- Field rules -----------------------------------------------------------------------------------

/** '' and null mean "not given": HTML forms and query strings send empty fields. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The essay is passed on byte for byte (annotation offsets refer to it), so it is not trimmed. */
export const essayTextSchema = z
  .string(ANALYZE_MESSAGES.emptyEssay)
  .max(ESSAY_MAX_CHARS, ANALYZE_MESSAGES.essayTooLong)
  .refine((t) => t.trim().length > 0, ANALYZE_MESSAGES.emptyEssay);

const promptSchema = z.preprocess(
  blankToUndefined,
  z.string(ANALYZE_MESSAGES.promptTooLong).max(PROMPT_MAX_CHARS, ANALYZE_MESSAGES.promptTooLong).optional(),
);

const wordLimitSchema = z.preprocess((v) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\s*\d+\s*$/.test(b) ? Number(b) : b;
}, z.number(ANALYZE_MESSAGES.wordLimitRange).int(ANALYZE_MESSAGES.wordLimitRange).min(WORD_LIMIT_MIN, ANALYZE_MESSAGES.wordLimitRange).max(WORD_LIMIT_MAX, ANALYZE_MESSAGES.wordLimitRange).optional());

const limitTypeSchema = z.preprocess(
  blankToUndefined,
  z.enum(LimitTypeSchema.options, ANALYZE_MESSAGES.limitType).default('words'),
);

/** Optional: without one, history names the essay by its first line. Not essay text, never reviewed. */
const titleSchema = z.preprocess(
  blankToUndefined,
  z.string(ANALYZE_MESSAGES.titleTooLong).max(TITLE_MAX_CHARS, ANALYZE_MESSAGES.titleTooLong).optional(),
);

export const EssayOptionsSchema = z.object({
  title: titleSchema,
  prompt: promptSchema,
  word_limit: wordLimitSchema,
  limit_type: limitTypeSchema,
});
export type EssayOptions = z.output<typeof EssayOptionsSchema>;

// --- Requests --------------------------------------------------------------------------------------

/** POST /analyze/stream: the JSON body the app's own client sends (the essay stays out of URLs). */
export const StreamBodySchema = EssayOptionsSchema.extend({
  text: essayTextSchema,
  use_premium_feedback: z.boolean('use_premium_feedback must be true or false').default(false),
});
export type StreamBody = z.input<typeof StreamBodySchema>;
export type StreamRequest = z.output<typeof StreamBodySchema>;

/**
 * GET /analyze/stream?token=…: a review starts only with a one-time token that POST /analyze/stream/token
 * (same body as POST /analyze/stream) created, so a link or page on another site cannot start one.
 */
export const StreamTokenQuerySchema = z.object({
  token: z.string(ANALYZE_MESSAGES.streamTokenInvalid).min(1, ANALYZE_MESSAGES.streamTokenInvalid).max(200),
});

/** POST /analyze/stream/token → the token for GET /analyze/stream (single use, expires in `expires_in` s). */
export const StreamTokenResponseSchema = z.object({ token: z.string(), expires_in: z.number() });
export type StreamTokenResponse = z.infer<typeof StreamTokenResponseSchema>;

export const ResultFormatSchema = z.enum(['json', 'html', 'markdown'], ANALYZE_MESSAGES.formatInvalid);
export type ResultFormat = z.infer<typeof ResultFormatSchema>;

/**
 * POST /analyze (seed request). config carries the essay options; enable_llm_enhancement asks for
 * premium feedback (charged as premium when the server offers it). metadata is accepted and ignored.
 */
export const AnalyzeRequestSchema = z.object({
  text: essayTextSchema,
  config: z.preprocess((v) => v ?? {}, EssayOptionsSchema),
  format: z.preprocess(blankToUndefined, ResultFormatSchema.default('json')),
  enable_llm_enhancement: z.boolean('enable_llm_enhancement must be true or false').default(true),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type AnalyzeRequest = z.input<typeof AnalyzeRequestSchema>;

/** POST /analyze/convert: the seed's fallback and format-conversion call. */
export const ConvertRequestSchema = z.object({
  essay: essayTextSchema,
  format: z.preprocess(blankToUndefined, ResultFormatSchema.default('json')),
  premium: z.boolean('premium must be true or false').default(false),
  options: z.preprocess((v) => v ?? {}, EssayOptionsSchema),
});
export type ConvertRequest = z.input<typeof ConvertRequestSchema>;

// --- Responses -------------------------------------------------------------------------------------

/** Whether premium feedback was asked for and given; note says why not, in the words to show. */
export const PremiumStatusSchema = z.object({
  requested: z.boolean(),
  applied: z.boolean(),
  reason: PremiumUnavailableReasonSchema.nullable(),
  note: z.string().nullable(),
});
export type PremiumStatus = z.infer<typeof PremiumStatusSchema>;

/** The seed's result object plus where it came from. */
export const AnalyzeResponseSchema = AnalysisResultSchema.extend({
  /** The stored analysis record (the dashboard's id). */
  analysis_id: z.string(),
  premium: PremiumStatusSchema,
  /** Which monthly unit this request used; null when it was free (a conversion of a stored review). */
  charged: z.enum(['basic', 'premium']).nullable(),
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;

/** A progress event; the premium layer's events may carry an extra `partial` (shared/premium.ts). */
export const StreamProgressEventSchema = StageEventSchema.extend({
  stage: z.enum(['starting', 'analyzers', 'processing', 'llm_enhancement', 'finalizing']),
}).catchall(z.unknown());

export const StreamCompleteEventSchema = z.object({
  stage: z.literal('complete'),
  progress: z.literal(100),
  detail: z.string(),
  result: AnalyzeResponseSchema,
});

export const StreamErrorEventSchema = z.object({
  stage: z.literal('error'),
  progress: z.number().min(0).max(100),
  /** The HTTP status this failure would have had (403 quota, 401 session, 429, 400, 500...). */
  status: z.number().int(),
  detail: z.string(),
});

export const StreamEventSchema = z.union([
  StreamCompleteEventSchema,
  StreamErrorEventSchema,
  StreamProgressEventSchema,
]);
export type StreamEvent = z.infer<typeof StreamEventSchema>;
export type StreamCompleteEvent = z.infer<typeof StreamCompleteEventSchema>;
export type StreamErrorEvent = z.infer<typeof StreamErrorEventSchema>;

export const UploadResponseSchema = z.object({
  text: z.string(),
  filename: z.string(),
  word_count: z.number().int().min(0),
  /** The document's title (a .docx Title or opening heading), left out of the text. */
  title: z.string().optional(),
  /** What was cleaned, in the student's words ('We joined 39 broken lines.'). */
  cleaned: z.string().optional(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** One sentence on what a PDF's clean-up did, or undefined when it did nothing. */
export function cleanedNote(counts: { joinedLines: number; hyphens: number; dropped: number }) {
  const parts = [
    counts.joinedLines > 0 && `joined ${plural(counts.joinedLines, 'line', 'lines')} the page had broken`,
    counts.hyphens > 0 && `rejoined ${plural(counts.hyphens, 'hyphenated word', 'hyphenated words')}`,
    counts.dropped > 0 &&
      `left out ${plural(counts.dropped, 'page number or header', 'page numbers and headers')}`,
  ].filter((p): p is string => typeof p === 'string');
  if (!parts.length) return undefined;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `We ${list}.`;
}

/** Whitespace-separated words: what the upload reports and what a person would count. */
export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}
