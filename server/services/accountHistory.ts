import type { Pool } from '../db/pool';

// The signed-in user's analysis history: pages of records, the score trend and single records. Every
// query is scoped by user_id, so another user's record is indistinguishable from a missing one.

export interface AnalysisRow {
  id: string;
  essay_title: string;
  created_at: Date;
  is_premium: boolean;
  overall_score: number;
  export_count: number;
  analysis_data: unknown;
}

const COLUMNS = 'id, essay_title, created_at, is_premium, overall_score, export_count, analysis_data';

export async function listHistory(
  pool: Pool,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: AnalysisRow[]; total: number }> {
  const [list, count] = await Promise.all([
    pool.query<AnalysisRow>(
      `SELECT ${COLUMNS} FROM analyses WHERE user_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    ),
    pool.query<{ total: number }>('SELECT count(*)::int AS total FROM analyses WHERE user_id = $1', [userId]),
  ]);
  return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
}

export interface ScoreRow {
  id: string;
  essay_title: string;
  created_at: Date;
  overall_score: number;
  is_premium: boolean;
}

/** The most recent `limit` scores, oldest first (for the progress chart). */
export async function scoreTrend(pool: Pool, userId: string, limit: number): Promise<ScoreRow[]> {
  const { rows } = await pool.query<ScoreRow>(
    `SELECT id, essay_title, created_at, overall_score, is_premium FROM (
       SELECT id, essay_title, created_at, overall_score, is_premium FROM analyses
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2
     ) recent ORDER BY created_at, id`,
    [userId, limit],
  );
  return rows;
}

/** A record id's shape: anything else is answered as not found, never sent to SQL. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the user's records, or null (also for malformed ids, which would otherwise be a SQL error). */
export async function findOwnRecord(pool: Pool, userId: string, id: string): Promise<AnalysisRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await pool.query<AnalysisRow>(
    `SELECT ${COLUMNS} FROM analyses WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/**
 * Counts one export or download of the user's record (the dashboard's Exports figure); every way a
 * student saves a review's file comes here. False when the record is not theirs or the id is malformed.
 */
export async function incrementExportCount(pool: Pool, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const { rowCount } = await pool.query(
    'UPDATE analyses SET export_count = export_count + 1 WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rowCount === 1;
}
