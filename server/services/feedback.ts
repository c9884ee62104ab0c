import type { Pool } from '../db/pool';

/** Stores one product-feedback submission (text already validated and trimmed). */
export async function submitFeedback(pool: Pool, userId: string, text: string, now: Date): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    'INSERT INTO product_feedback (user_id, feedback_text, created_at) VALUES ($1, $2, $3) RETURNING id',
    [userId, text, now],
  );
  return rows[0]!.id;
}

/** Submissions by the user in the hour before `now` (a simple per-user flood limit). */
export async function recentFeedbackCount(pool: Pool, userId: string, now: Date): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product_feedback WHERE user_id = $1 AND created_at > $2`,
    [userId, new Date(now.getTime() - 60 * 60 * 1000)],
  );
  return rows[0]?.n ?? 0;
}
