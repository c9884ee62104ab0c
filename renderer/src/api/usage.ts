import type {
  DownloadFormat,
  HistoryPage,
  RecordExportFormat,
  ScoreTrend,
  UsageStats,
} from '../../../shared/schemas/usage';
import { HISTORY_PAGE_SIZE } from '../../../shared/schemas/usage';
import { apiDownload, apiFetch, apiGet, type Download } from './client';

// Calls of /usage/* (spec section 7): this month's usage, the history pages, the score trend and the
// per-record exports of the analysis viewer.

/** The timestamp query keeps any cache from answering with old numbers (spec section 7). */
export const fetchUsageStats = (): Promise<UsageStats> =>
  apiGet<UsageStats>(`/usage/stats?timestamp=${Date.now()}`);

export const fetchHistory = (page: number, pageSize = HISTORY_PAGE_SIZE): Promise<HistoryPage> =>
  apiGet<HistoryPage>(`/usage/history?page=${page}&page_size=${pageSize}`);

export const fetchScoreTrend = (): Promise<ScoreTrend> => apiGet<ScoreTrend>('/usage/trend');

/** One stored analysis as a file (the server counts the export). */
export const exportRecord = (id: string, format: RecordExportFormat): Promise<Download> =>
  apiDownload(`/usage/history/${encodeURIComponent(id)}/export`, { format });

/** A file the review screen saved from the result it holds, counted with the record's exports. */
export const reportDownload = async (id: string, format: DownloadFormat): Promise<void> => {
  await apiFetch(`/usage/history/${encodeURIComponent(id)}/downloads`, { method: 'POST', json: { format } });
};
