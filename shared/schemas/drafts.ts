// Drafts of one essay (issue 35): the essays list, the student's correction of a review's essay and
// the comparison's export format.
import { z } from 'zod';

export const DraftSummarySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  overall_score: z.number(),
  is_premium: z.boolean(),
  /** How it joined its essay: its first draft, the same title, similar text, or the student's choice. */
  draft_source: z.enum(['first', 'title', 'similarity', 'student']),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

export const EssayDraftsSchema = z.object({
  essay_id: z.string(),
  title: z.string(),
  /** Oldest first: draft 1, draft 2, … */
  drafts: z.array(DraftSummarySchema),
});
export type EssayDrafts = z.infer<typeof EssayDraftsSchema>;

export const EssaysResponseSchema = z.object({ essays: z.array(EssayDraftsSchema) });
export type EssaysResponse = z.infer<typeof EssaysResponseSchema>;

export const DraftOfBodySchema = z.object({
  draft_of: z.string().uuid('draft_of must be the id of one of your reviews').nullable(),
});
export type DraftOfBody = z.infer<typeof DraftOfBodySchema>;

export const CompareQuerySchema = z.object({
  format: z
    .enum(['json', 'markdown', 'pdf', 'docx'], 'format must be json, markdown, pdf or docx')
    .default('json'),
});
export type CompareQuery = z.infer<typeof CompareQuerySchema>;
