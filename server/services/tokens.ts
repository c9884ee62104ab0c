import { createHash, randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from '../db/pool';

// Single-use tokens for e-mail links and the recovery grant. The raw token (32 random bytes, base64url)
// only ever exists in the e-mail / cookie; the database keeps its SHA-256, so a database leak reveals no
// usable link.

export type TokenKind = 'signup' | 'recovery' | 'recovery_session';

export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  signup: 24 * 60 * 60 * 1000,
  recovery: 60 * 60 * 1000,
  recovery_session: 15 * 60 * 1000,
};

type Db = Pool | PoolClient;

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

/** Creates a token of `kind` for the user, voiding any unused older token of the same kind. */
export async function issueToken(db: Db, userId: string, kind: TokenKind, now: Date): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.query(`UPDATE auth_tokens SET used_at = $3 WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`, [
    userId,
    kind,
    now,
  ]);
  await db.query(
    `INSERT INTO auth_tokens (user_id, kind, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [userId, kind, hashToken(raw), new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]), now],
  );
  return raw;
}

/**
 * Uses up a token: returns its user id if it is of `kind`, unused and unexpired, else null. One UPDATE
 * does the check and the marking, so two concurrent exchanges of one token cannot both succeed.
 */
export async function consumeToken(db: Db, raw: string, kind: TokenKind, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE auth_tokens SET used_at = $3
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id`,
    [hashToken(raw), kind, now],
  );
  return rows[0]?.user_id ?? null;
}

/** Voids every unused token of the given kinds (e.g. all recovery links once the password has changed). */
export async function voidTokens(db: Db, userId: string, kinds: TokenKind[], now: Date): Promise<void> {
  await db.query(
    `UPDATE auth_tokens SET used_at = $3 WHERE user_id = $1 AND kind = ANY($2) AND used_at IS NULL`,
    [userId, kinds, now],
  );
}
