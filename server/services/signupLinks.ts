import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from '../db/pool';
import { withTransaction } from '../db/pool';
import { USER_COLUMNS, type UserRow } from '../presenters/user';
import { claimPasswordGuess, forgetPasswordGuesses } from './passwordGuesses';
import { verifyPassword } from './passwords';
import { endUserSessions } from './sessions';
import { hashToken, TOKEN_LIFETIME_MS, voidTokens } from './tokens';

// Confirmation links, one per pending sign-up. Anyone can sign up with an address they do not own, so a
// link is bound to the password (and username) of the sign-up that asked for it, and confirms the account
// with that password only. Clicking it is not enough to confirm: the mailbox owner proves the password is
// theirs by clicking in the browser that signed up (the signup cookie) or by typing it. Whoever signed up
// with someone else's address therefore never learns the password of the confirmed account, whichever
// sign-up came first and whichever link is clicked. A new sign-up leaves earlier links working.

type Db = Pool | PoolClient;

export interface PendingSignup {
  passwordHash: string;
  username: string;
  /** SHA-256 of the signup cookie of the browser that asked for the link; null if none. */
  browserHash: string | null;
}

/** Mails nothing: creates the link's token and returns the raw value for the e-mail. */
export async function issueSignupLink(db: Db, userId: string, pending: PendingSignup, now: Date) {
  const raw = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO auth_tokens (user_id, kind, token_hash, expires_at, created_at, password_hash, username, browser_hash)
     VALUES ($1, 'signup', $2, $3, $4, $5, $6, $7)`,
    [
      userId,
      hashToken(raw),
      new Date(now.getTime() + TOKEN_LIFETIME_MS.signup),
      now,
      pending.passwordHash,
      pending.username,
      pending.browserHash,
    ],
  );
  return raw;
}

export type ConfirmResult =
  | { kind: 'confirmed'; user: UserRow }
  | { kind: 'invalid' }
  | { kind: 'password_required' }
  | { kind: 'wrong_password' };

interface LinkRow {
  id: string;
  user_id: string;
  password_hash: string | null;
  username: string | null;
  browser_hash: string | null;
  email: string;
}

/**
 * Confirms the account of a link with the link's own password, if the caller proves that password is
 * theirs: `browser` (the raw signup cookie) matches the browser that signed up, or `password` is it.
 * Guesses at the password count against the account's guess budget. The link stays usable until it works.
 */
export async function confirmSignup(
  pool: Pool,
  rawToken: string,
  proof: { browser?: string; password?: string },
  now: Date,
): Promise<ConfirmResult> {
  const { rows } = await pool.query<LinkRow>(
    `SELECT t.id, t.user_id, t.password_hash, t.username, t.browser_hash, u.email
       FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.kind = 'signup' AND t.used_at IS NULL AND t.expires_at > $2
        AND u.email_confirmed_at IS NULL`,
    [hashToken(rawToken), now],
  );
  const link = rows[0];
  if (!link?.password_hash) return { kind: 'invalid' };
  const sameBrowser =
    proof.browser !== undefined &&
    link.browser_hash !== null &&
    hashToken(proof.browser) === link.browser_hash;
  if (!sameBrowser) {
    if (proof.password === undefined) return { kind: 'password_required' };
    await claimPasswordGuess(pool, link.email, now);
    if (!(await verifyPassword(link.password_hash, proof.password))) return { kind: 'wrong_password' };
  }
  const user = await withTransaction(pool, (db) => confirmWith(db, link, now));
  if (!user) return { kind: 'invalid' };
  await forgetPasswordGuesses(pool, link.email);
  return { kind: 'confirmed', user };
}

/** Uses the link up (unless a concurrent exchange did), sets its password, confirms, voids the rest. */
async function confirmWith(db: PoolClient, link: LinkRow, now: Date): Promise<UserRow | null> {
  const used = await db.query('UPDATE auth_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [
    link.id,
    now,
  ]);
  if (used.rowCount !== 1) return null;
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET password_hash = $2, username = COALESCE($3, username), email_confirmed_at = $4, updated_at = $4
      WHERE id = $1 AND email_confirmed_at IS NULL
      RETURNING ${USER_COLUMNS}`,
    [link.user_id, link.password_hash, link.username, now],
  );
  if (!rows[0]) return null;
  // Other sign-ups' links die with their passwords; nobody could be signed in to an unconfirmed account.
  await voidTokens(db, link.user_id, ['signup'], now);
  await endUserSessions(db, link.user_id);
  return rows[0];
}
