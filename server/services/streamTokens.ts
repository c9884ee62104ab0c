import { createHash, randomBytes } from 'node:crypto';
import type { StreamRequest } from '../../shared/schemas/analyze';
import type { Pool } from '../db/pool';

// One-time tokens for GET /analyze/stream (EventSource clients): a same-origin POST stores the review
// request under a random token; the GET redeems it once, for the same user. Kept in PostgreSQL (only the
// token's SHA-256), so any instance can redeem what another created. Unused ones are swept when expired.

export const STREAM_TOKEN_TTL_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createStreamToken(
  pool: Pool,
  userId: string,
  request: StreamRequest,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    'INSERT INTO analysis_stream_tokens (token_hash, user_id, request, expires_at) VALUES ($1, $2, $3, $4)',
    [hashOf(token), userId, JSON.stringify(request), new Date(now.getTime() + STREAM_TOKEN_TTL_MS)],
  );
  return token;
}

/** The stored request, deleting the token; null when unknown, expired, used, or another user's. */
export async function redeemStreamToken(
  pool: Pool,
  userId: string,
  token: string,
  now: Date,
): Promise<unknown> {
  const { rows } = await pool.query<{ request: unknown }>(
    `DELETE FROM analysis_stream_tokens WHERE token_hash = $1 AND user_id = $2 AND expires_at > $3
     RETURNING request`,
    [hashOf(token), userId, now],
  );
  return rows[0]?.request ?? null;
}

export async function deleteExpiredStreamTokens(pool: Pool, now: Date): Promise<void> {
  await pool.query('DELETE FROM analysis_stream_tokens WHERE expires_at <= $1', [now]);
}
