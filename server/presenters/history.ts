import type { AnalysisRecord, HistoryPage, ScorePoint } from '../../shared/schemas/usage';
import type { AnalysisRow, ScoreRow } from '../services/accountHistory';

// Analysis records as the dashboard sees them. The stored analysis_data is the result's feedback
// object; older or richer rows may hold the whole result ({feedback, html, markdown}), so both are read.

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface StoredResult {
  feedback: Record<string, unknown> | null;
  html: string | null;
  markdown: string | null;
}

export function storedResult(analysisData: unknown): StoredResult {
  if (!isRecord(analysisData)) return { feedback: null, html: null, markdown: null };
  const nested = isRecord(analysisData.feedback) ? analysisData.feedback : null;
  return {
    feedback: nested ?? (Object.keys(analysisData).length ? analysisData : null),
    html: typeof analysisData.html === 'string' ? analysisData.html : null,
    markdown: typeof analysisData.markdown === 'string' ? analysisData.markdown : null,
  };
}

/** A history row for the list: the feedback without the per-character annotations the viewer never shows. */
export function presentRecord(row: AnalysisRow): AnalysisRecord {
  const { feedback } = storedResult(row.analysis_data);
  let analysisData: Record<string, unknown> | null = null;
  if (feedback) {
    const { annotations: _annotations, ...rest } = feedback;
    analysisData = rest;
  }
  return {
    id: row.id,
    essay_title: row.essay_title,
    created_at: new Date(row.created_at).toISOString(),
    is_premium: row.is_premium,
    overall_score: row.overall_score,
    export_count: row.export_count,
    analysis_data: analysisData,
  };
}

export function presentHistoryPage(
  rows: AnalysisRow[],
  total: number,
  page: number,
  pageSize: number,
): HistoryPage {
  return {
    records: rows.map(presentRecord),
    total,
    page_size: pageSize,
    has_more: page * pageSize < total,
  };
}

export function presentScorePoint(row: ScoreRow): ScorePoint {
  return {
    id: row.id,
    essay_title: row.essay_title,
    created_at: new Date(row.created_at).toISOString(),
    overall_score: row.overall_score,
    is_premium: row.is_premium,
  };
}
