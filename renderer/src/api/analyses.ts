import type { DraftComparison } from '../../../shared/drafts/compare';
import type { EssaysResponse } from '../../../shared/schemas/drafts';
import { apiDownload, apiFetch, apiGet, type Download } from './client';

// Calls of /analyses/* (issue 35): the essays with their drafts, the student's correction of which
// essay a review belongs to, and two drafts compared (JSON for the screen, Markdown to download).

export const fetchEssays = (): Promise<EssaysResponse> => apiGet<EssaysResponse>('/analyses/essays');

/** Review `id` becomes a draft of `draftOf`'s essay, or (null) an essay of its own. */
export async function setDraftOf(id: string, draftOf: string | null): Promise<EssaysResponse> {
  const res = await apiFetch(`/analyses/${encodeURIComponent(id)}/draft-of`, {
    method: 'PUT',
    json: { draft_of: draftOf },
  });
  return (await res.json()) as EssaysResponse;
}

const comparePath = (before: string, after: string) =>
  `/analyses/${encodeURIComponent(before)}/compare/${encodeURIComponent(after)}`;

export const fetchComparison = (before: string, after: string): Promise<DraftComparison> =>
  apiGet<DraftComparison>(comparePath(before, after));

export type ComparisonFormat = 'markdown' | 'pdf' | 'docx';

export const downloadComparison = (
  before: string,
  after: string,
  format: ComparisonFormat = 'markdown',
): Promise<Download> => apiDownload(`${comparePath(before, after)}?format=${format}`);
