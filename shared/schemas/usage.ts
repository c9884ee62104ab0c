import { z } from 'zod';
import { PLAN_TYPES } from '../plans';

// Usage stats and history page (product spec sections 3 and 7).

export const UsageStatsSchema = z.object({
  plan_type: z.enum(PLAN_TYPES),
  basic_used: z.number().int().min(0),
  basic_remaining: z.number().int().min(0),
  basic_monthly_limit: z.number().int().min(0),
  premium_used: z.number().int().min(0),
  premium_remaining: z.number().int().min(0),
  premium_monthly_limit: z.number().int().min(0),
  can_use_basic: z.boolean(),
  can_use_premium: z.boolean(),
  /** Start of the next UTC month (ISO 8601). */
  reset_date: z.string(),
  credit_request_count: z.number().int().min(0),
  last_credit_request_at: z.string().nullable(),
});
export type UsageStats = z.infer<typeof UsageStatsSchema>;

export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_PAGE_SIZE = 50;

export const HistoryQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').default(1),
  page_size: z.coerce
    .number()
    .int('page_size must be a whole number')
    .min(1, 'page_size must be at least 1')
    .max(HISTORY_MAX_PAGE_SIZE, `page_size must be at most ${HISTORY_MAX_PAGE_SIZE}`)
    .default(HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

/** One stored analysis as the dashboard sees it. analysis_data is the result's feedback object. */
export const AnalysisRecordSchema = z.object({
  id: z.string(),
  essay_title: z.string(),
  created_at: z.string(),
  is_premium: z.boolean(),
  overall_score: z.number(),
  export_count: z.number().int().min(0),
  analysis_data: z.record(z.string(), z.unknown()).nullable(),
  /** Rendered documents stored with the record, when the analysis produced them. */
  html: z.string().nullable().optional(),
  markdown: z.string().nullable().optional(),
});
export type AnalysisRecord = z.infer<typeof AnalysisRecordSchema>;

export const HistoryPageSchema = z.object({
  records: z.array(AnalysisRecordSchema),
  total: z.number().int().min(0),
  page_size: z.number().int().min(1),
  has_more: z.boolean(),
});
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

export const RECORD_EXPORT_FORMATS = ['pdf', 'html', 'markdown'] as const;
export type RecordExportFormat = (typeof RECORD_EXPORT_FORMATS)[number];
export const RecordExportQuerySchema = z.object({
  format: z.enum(RECORD_EXPORT_FORMATS, 'format must be pdf, html or markdown'),
});

/**
 * A download the review screen made itself (it already holds the result: Download Results as JSON, HTML or
 * Markdown, and the PDF the desktop app prints): reported so the record's Exports count includes it.
 */
export const DOWNLOAD_FORMATS = ['json', ...RECORD_EXPORT_FORMATS] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const DownloadReportSchema = z.object({
  format: z.enum(DOWNLOAD_FORMATS, 'format must be json, pdf, html or markdown'),
});

/** Score-over-time points for the progress chart (oldest first). */
export const ScorePointSchema = z.object({
  id: z.string(),
  essay_title: z.string(),
  created_at: z.string(),
  overall_score: z.number(),
  is_premium: z.boolean(),
});
export const ScoreTrendSchema = z.object({ points: z.array(ScorePointSchema) });
export type ScorePoint = z.infer<typeof ScorePointSchema>;
export type ScoreTrend = z.infer<typeof ScoreTrendSchema>;
