import type { Pool } from '../db/pool';

// "Download my data": everything stored about the user, as JSON. Secrets are left out: the password
// hash, token hashes and session ids would be useless to the user and dangerous in a file.

export interface AccountExport {
  exported_at: string;
  user: Record<string, unknown>;
  usage_months: Record<string, unknown>[];
  analyses: Record<string, unknown>[];
  product_feedback: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  auth_tokens: Record<string, unknown>[];
}

export async function exportAccountData(
  pool: Pool,
  userId: string,
  now: Date,
): Promise<AccountExport | null> {
  const user = await pool.query(
    `SELECT id, email, username, full_name, plan_type, email_confirmed_at, created_at, updated_at
       FROM users WHERE id = $1`,
    [userId],
  );
  if (!user.rows[0]) return null;
  const [usage, analyses, feedback, sessions, tokens] = await Promise.all([
    pool.query(
      `SELECT to_char(month, 'YYYY-MM') AS month, basic_used, premium_used, basic_bonus, premium_bonus,
              credit_request_count, last_credit_request_at
         FROM usage_months WHERE user_id = $1 ORDER BY month`,
      [userId],
    ),
    pool.query('SELECT * FROM analyses WHERE user_id = $1 ORDER BY created_at', [userId]),
    pool.query(
      'SELECT id, feedback_text, created_at FROM product_feedback WHERE user_id = $1 ORDER BY created_at',
      [userId],
    ),
    pool.query("SELECT expire AS expires_at FROM session WHERE sess->>'userId' = $1 ORDER BY expire", [
      userId,
    ]),
    pool.query(
      'SELECT kind, created_at, expires_at, used_at FROM auth_tokens WHERE user_id = $1 ORDER BY created_at',
      [userId],
    ),
  ]);
  return {
    exported_at: now.toISOString(),
    user: user.rows[0],
    usage_months: usage.rows,
    analyses: analyses.rows.map(({ user_id: _userId, ...rest }) => rest),
    product_feedback: feedback.rows,
    sessions: sessions.rows,
    auth_tokens: tokens.rows,
  };
}
