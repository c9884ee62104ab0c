import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import type { HistoryPage, ScorePoint, UsageStats } from '../../../../shared/schemas/usage';
import { ApiError } from '../../api/client';
import { fetchHistory, fetchScoreTrend, fetchUsageStats } from '../../api/usage';

// The dashboard's data (spec section 4): loading, then error, empty or loaded. A page change reloads
// the data; refreshes after that keep the current content on screen while they run.

export type DashboardStatus = 'loading' | 'error' | 'empty' | 'loaded';

export interface DashboardData {
  status: DashboardStatus;
  error: string | null;
  stats: UsageStats | null;
  history: HistoryPage | null;
  trend: ScorePoint[];
  page: number;
  /** True while a reload after the first load runs. */
  refreshing: boolean;
  setPage(page: number): void;
  /** Fetches everything again (after a credit grant, an export …). */
  refresh(): Promise<void>;
}

interface Loaded {
  stats: UsageStats | null;
  history: HistoryPage | null;
  trend: ScorePoint[];
}

export function useDashboardData(): DashboardData {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  // Answers to older requests must not overwrite newer ones.
  const generation = useRef(0);

  const load = useCallback(async (forPage: number) => {
    const mine = ++generation.current;
    setRefreshing(true);
    try {
      const [stats, history, trend] = await Promise.all([
        fetchUsageStats(),
        fetchHistory(forPage),
        fetchScoreTrend().catch(() => ({ points: [] })),
      ]);
      if (mine !== generation.current) return;
      setData({ stats, history, trend: trend.points });
      setError(null);
    } catch (err) {
      if (mine !== generation.current) return;
      // The server's message when it sent one; a network failure gets the spec's text.
      setError(err instanceof ApiError && err.message ? err.message : MESSAGES.dashboardFailed);
    } finally {
      if (mine === generation.current) setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);

  const refresh = useCallback(() => load(page), [load, page]);

  let status: DashboardStatus;
  if (error && !data) status = 'error';
  else if (!data) status = 'loading';
  else if (!data.stats) status = 'empty';
  else status = 'loaded';

  return {
    status,
    error,
    stats: data?.stats ?? null,
    history: data?.history ?? null,
    trend: data?.trend ?? [],
    page,
    refreshing,
    setPage,
    refresh,
  };
}
