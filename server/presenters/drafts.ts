import type { ReviewedDraft } from '../../shared/drafts/compare';
import type { EssayDrafts, EssaysResponse } from '../../shared/schemas/drafts';
import type { Annotation, LengthStatus } from '../../shared/analysis/feedback';
import type { DraftRow } from '../services/drafts';
import { storedResult } from './history';

// Drafts as the dashboard and the comparison read them.

type ListedDraft = Omit<DraftRow, 'analysis_data' | 'essay_text'>;

/** Reviews grouped by essay: the essay with the newest draft first, its drafts oldest first. */
export function presentEssays(rows: ListedDraft[]): EssaysResponse {
  const essays = new Map<string, EssayDrafts>();
  for (const r of rows) {
    const essay = essays.get(r.essay_id) ?? { essay_id: r.essay_id, title: r.essay_title, drafts: [] };
    essay.drafts.unshift({
      id: r.id,
      created_at: new Date(r.created_at).toISOString(),
      overall_score: r.overall_score,
      is_premium: r.is_premium,
      draft_source: r.draft_source,
    });
    essays.set(r.essay_id, essay);
  }
  return { essays: [...essays.values()] };
}

/** A stored review as the comparison reads it (older rows may lack the text or parts of the result). */
export function reviewedDraft(row: DraftRow): ReviewedDraft {
  const fb = storedResult(row.analysis_data).feedback ?? {};
  const sections = (fb.section_scores ?? {}) as ReviewedDraft['section_scores'];
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    text: row.essay_text,
    overall_score: typeof fb.overall_score === 'number' ? fb.overall_score : row.overall_score,
    section_scores: sections,
    annotations: Array.isArray(fb.annotations) ? (fb.annotations as Annotation[]) : [],
    length: (fb.length as LengthStatus | undefined) ?? null,
  };
}
