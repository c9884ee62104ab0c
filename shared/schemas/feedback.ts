import { z } from 'zod';
import { MESSAGES } from '../messages';

// Product feedback (spec section 5): trimmed length 10 to 1000.
export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 1000;

export const FeedbackSubmitSchema = z.object({
  feedback_text: z
    .string(MESSAGES.feedbackTooShort)
    .trim()
    .min(FEEDBACK_MIN_LENGTH, MESSAGES.feedbackTooShort)
    .max(FEEDBACK_MAX_LENGTH, MESSAGES.feedbackTooLong),
});
export type FeedbackSubmit = z.infer<typeof FeedbackSubmitSchema>;

export const FeedbackSubmitResponseSchema = z.object({ id: z.string(), message: z.string() });
export type FeedbackSubmitResponse = z.infer<typeof FeedbackSubmitResponseSchema>;

/** The helper text under the feedback field, or null when the length is fine. */
export function feedbackHelper(text: string): string | null {
  const n = text.trim().length;
  if (n > FEEDBACK_MAX_LENGTH) return MESSAGES.feedbackMaxHelper;
  if (n < FEEDBACK_MIN_LENGTH) return MESSAGES.feedbackMinHelper;
  return null;
}
