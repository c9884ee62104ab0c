// Input contract for an essay analysis. Limits mirror the product spec (section 5) so the
// client, the server and the engine reject the same things with the same words.
import { z } from 'zod';

export const MAX_TEXT_CHARS = 100_000;
export const MAX_PROMPT_CHARS = 1000;
export const MAX_WORD_LIMIT = 5000;

export const LimitTypeSchema = z.enum(['words', 'characters']);
export type LimitType = z.infer<typeof LimitTypeSchema>;

export const AnalysisInputSchema = z.object({
  text: z
    .string()
    .refine((t) => t.trim().length > 0, { message: 'Please enter essay text before analyzing' })
    .refine((t) => t.length <= MAX_TEXT_CHARS, {
      message: `Essay text must be at most ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters`,
    }),
  prompt: z
    .string()
    .max(MAX_PROMPT_CHARS, { message: `Prompt must be at most ${MAX_PROMPT_CHARS} characters` })
    .optional(),
  // The UI's word-limit field doubles as a character limit when limit_type is 'characters',
  // so a characters limit may exceed the 5,000 cap that applies to words.
  word_limit: z.number().int().min(1).max(MAX_TEXT_CHARS).optional(),
  limit_type: LimitTypeSchema.default('words'),
});

export type AnalysisInput = z.input<typeof AnalysisInputSchema>;
export type ParsedAnalysisInput = z.output<typeof AnalysisInputSchema>;
