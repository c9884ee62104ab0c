import type { Logger } from 'pino';
import type { Config } from '../config';
import { withTransaction, type Pool } from '../db/pool';
import { USER_COLUMNS, type UserRow } from '../presenters/user';
import { alreadyRegisteredMail, confirmationMail, recoveryMail } from './accountMails';
import { sendInBackground, type Mailer } from './mail';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { endUserSessions } from './sessions';
import { forgetPasswordGuesses } from './passwordGuesses';
import { issueSignupLink, type PendingSignup } from './signupLinks';
import { consumeToken, hashToken, issueToken, voidTokens } from './tokens';

// Account flows, free of HTTP. Sign-up and reset requests do their account-dependent work after the
// response has been decided (see routes/auth), so whether an address has an account never changes what a
// caller sees or how long it waits.

export interface AccountDeps {
  pool: Pool;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  now: () => Date;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

interface CredentialRow extends UserRow {
  password_hash: string;
  email_confirmed_at: Date | null;
}

async function findByEmail(pool: Pool, email: string): Promise<CredentialRow | undefined> {
  const { rows } = await pool.query<CredentialRow>(
    `SELECT ${USER_COLUMNS}, password_hash, email_confirmed_at FROM users WHERE email_normalized = $1`,
    [normalizeEmail(email)],
  );
  return rows[0];
}

/**
 * New address: create the account (unconfirmed) and mail a confirmation link. Address with an unconfirmed
 * account: mail another link, bound to this sign-up's password (see signupLinks); earlier links keep their
 * own passwords, so whoever registered someone else's address first gains nothing, and neither does whoever
 * comes second. The account row keeps the newest sign-up's password only to know which sign-in may ask
 * for a fresh link. Address with a confirmed account: mail the owner that they already have one. The
 * password is hashed in every case.
 */
export async function signUp(
  d: AccountDeps,
  input: { email: string; password: string; username: string; browserHash: string | null },
) {
  const passwordHash = await hashPassword(input.password);
  const now = d.now();
  const result = await withTransaction(d.pool, async (db) => {
    const { rows } = await db.query<{ id: string; email_confirmed_at: Date | null }>(
      `INSERT INTO users (email, email_normalized, username, password_hash, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (email_normalized) DO UPDATE
         SET password_hash = CASE WHEN users.email_confirmed_at IS NULL THEN EXCLUDED.password_hash ELSE users.password_hash END,
             username = CASE WHEN users.email_confirmed_at IS NULL THEN EXCLUDED.username ELSE users.username END,
             updated_at = CASE WHEN users.email_confirmed_at IS NULL THEN EXCLUDED.updated_at ELSE users.updated_at END
       RETURNING id, email_confirmed_at`,
      [input.email.trim(), normalizeEmail(input.email), input.username, passwordHash, now],
    );
    const user = rows[0]!;
    if (user.email_confirmed_at) return { confirmed: true as const };
    const pending = { passwordHash, username: input.username, browserHash: input.browserHash };
    return { confirmed: false as const, token: await issueSignupLink(db, user.id, pending, now) };
  });
  const to = input.email.trim();
  const mail = result.confirmed
    ? alreadyRegisteredMail(d.config, to)
    : confirmationMail(d.config, to, result.token);
  sendInBackground(d.mailer, mail, d.logger);
}

export type LoginResult =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'invalid' }
  | { kind: 'unconfirmed'; userId: string; email: string; passwordHash: string; username: string };

/** Checks credentials. Unknown e-mail and wrong password take the same time and give the same result. */
export async function checkCredentials(
  d: AccountDeps,
  email: string,
  password: string,
): Promise<LoginResult> {
  const row = await findByEmail(d.pool, email);
  if (!row) {
    await verifyAgainstDummy(password);
    return { kind: 'invalid' };
  }
  if (!(await verifyPassword(row.password_hash, password))) return { kind: 'invalid' };
  if (!row.email_confirmed_at)
    return {
      kind: 'unconfirmed',
      userId: row.id,
      email: row.email,
      passwordHash: row.password_hash,
      username: row.username,
    };
  const { password_hash: _h, email_confirmed_at: _c, ...user } = row;
  return { kind: 'ok', user };
}

/** Mails a fresh confirmation link for the sign-up whose password was just given (other links live on). */
export async function resendConfirmation(
  d: AccountDeps,
  account: { userId: string; email: string },
  pending: PendingSignup,
): Promise<void> {
  const token = await issueSignupLink(d.pool, account.userId, pending, d.now());
  sendInBackground(d.mailer, confirmationMail(d.config, account.email, token), d.logger);
}

/** Mails a recovery link if the address has an account; otherwise does nothing (the caller cannot tell). */
export async function requestPasswordReset(d: AccountDeps, email: string): Promise<void> {
  const row = await findByEmail(d.pool, email);
  if (!row) return; // the caller's response was decided before this lookup
  const token = await issueToken(d.pool, row.id, 'recovery', d.now());
  sendInBackground(d.mailer, recoveryMail(d.config, row.email, token), d.logger);
}

/** Exchanges a recovery link for a short-lived recovery grant (the raw value goes in the access_token cookie). */
export async function startRecovery(d: AccountDeps, rawToken: string): Promise<string | null> {
  const now = d.now();
  return withTransaction(d.pool, async (db) => {
    const userId = await consumeToken(db, rawToken, 'recovery', now);
    return userId ? issueToken(db, userId, 'recovery_session', now) : null;
  });
}

/** The account a recovery grant belongs to, if the grant is still valid (does not use it up). */
export async function recoveryGrantOwner(
  d: AccountDeps,
  rawGrant: string,
): Promise<{ id: string; email: string } | null> {
  const { rows } = await d.pool.query<{ id: string; email: string }>(
    `SELECT u.id, u.email FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.kind = 'recovery_session' AND t.used_at IS NULL AND t.expires_at > $2`,
    [hashToken(rawGrant), d.now()],
  );
  return rows[0] ?? null;
}

/**
 * Sets a new password with a recovery grant. Uses the grant up, confirms the e-mail (the link proved the
 * mailbox), voids every outstanding recovery link and ends every session of the user.
 */
export async function resetPassword(d: AccountDeps, rawGrant: string, newPassword: string): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  const now = d.now();
  const done = await withTransaction(d.pool, async (db) => {
    const id = await consumeToken(db, rawGrant, 'recovery_session', now);
    if (!id) return null;
    const { rows } = await db.query<{ email_normalized: string }>(
      `UPDATE users SET password_hash = $2, email_confirmed_at = COALESCE(email_confirmed_at, $3), updated_at = $3
        WHERE id = $1 RETURNING email_normalized`,
      [id, passwordHash, now],
    );
    // The mailbox owner chose this password: pending sign-ups' links die with theirs.
    await voidTokens(db, id, ['recovery', 'recovery_session', 'signup'], now);
    const ended = await endUserSessions(db, id);
    return { id, ended, email: rows[0]?.email_normalized ?? '' };
  });
  if (!done) return false;
  await forgetPasswordGuesses(d.pool, done.email);
  d.logger.info(
    { userId: done.id, endedSessions: done.ended },
    'password reset; every session of the user ended',
  );
  return true;
}
