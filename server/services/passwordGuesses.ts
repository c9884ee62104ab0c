import { createHash } from 'node:crypto';
import { withTransaction, type Pool } from '../db/pool';
import { tooManyRequests } from '../middleware/rateLimit';

// A ceiling on password guesses per account, whatever address they come from (table password_guesses).
// Per-IP limits cannot stop guesses spread over many addresses, so every check of an account's password
// (sign-in, a confirmation link's password, "change password") draws on one budget per account: a few free
// failures, then each further guess waits a delay that doubles up to a cap. Never a lockout: the owner
// can always try again after the delay, and a password reset by e-mail ends the wait.

export const GUESS_POLICY = {
  /** Wrong passwords allowed back to back (typos, a forgotten password manager). */
  freeFailures: 10,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  /** A day without guesses and the account starts afresh. */
  forgetMs: 24 * 60 * 60_000,
} as const;

/** The wait after the `failures`-th counted guess: none for the free ones, then 1 s, 2 s, 4 s … 15 min. */
export function guessDelayMs(failures: number): number {
  if (failures < GUESS_POLICY.freeFailures) return 0;
  const delay = GUESS_POLICY.firstDelayMs * 2 ** (failures - GUESS_POLICY.freeFailures);
  return Math.min(GUESS_POLICY.maxDelayMs, delay);
}

const accountKey = (email: string) =>
  createHash('sha256').update(`account:${email.trim().toLowerCase()}`).digest('base64url');

/**
 * Counts one password guess at the account of `email` (known or not, so the answer reveals nothing) before
 * the password is checked, or throws 429 with Retry-After while the account's delay lasts. Counting first,
 * under a row lock, means concurrent guesses cannot all slip into one free slot.
 */
export async function claimPasswordGuess(pool: Pool, email: string, now: Date): Promise<void> {
  const key = accountKey(email);
  const waitMs = await withTransaction(pool, async (db) => {
    await db.query(
      `INSERT INTO password_guesses (account_key, failures, next_allowed_at, forget_at)
       VALUES ($1, 0, $2, $2) ON CONFLICT (account_key) DO NOTHING`,
      [key, now],
    );
    const { rows } = await db.query<{ failures: number; next_allowed_at: Date; forget_at: Date }>(
      'SELECT failures, next_allowed_at, forget_at FROM password_guesses WHERE account_key = $1 FOR UPDATE',
      [key],
    );
    const row = rows[0]!;
    const stale = new Date(row.forget_at).getTime() <= now.getTime();
    const wait = stale ? 0 : new Date(row.next_allowed_at).getTime() - now.getTime();
    if (wait > 0) return wait;
    const failures = (stale ? 0 : row.failures) + 1;
    await db.query(
      'UPDATE password_guesses SET failures = $2, next_allowed_at = $3, forget_at = $4 WHERE account_key = $1',
      [
        key,
        failures,
        new Date(now.getTime() + guessDelayMs(failures)),
        new Date(now.getTime() + GUESS_POLICY.forgetMs),
      ],
    );
    return 0;
  });
  if (waitMs > 0) throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** The right password (or a reset by e-mail): the account's guesses are forgotten. */
export async function forgetPasswordGuesses(pool: Pool, email: string): Promise<void> {
  await pool.query('DELETE FROM password_guesses WHERE account_key = $1', [accountKey(email)]);
}

/** Drops the counters of accounts nobody has guessed at for a day. */
export async function prunePasswordGuesses(pool: Pool, now: Date): Promise<void> {
  await pool.query('DELETE FROM password_guesses WHERE forget_at < $1', [now]);
}
