import { createHash } from 'node:crypto';
import type { Pool } from '../db/pool';
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

const accountKey = (email: string) =>
  createHash('sha256').update(`account:${email.trim().toLowerCase()}`).digest('base64url');

// The guess number this attempt would be: the count so far, or 1 when the last guess is a day old.
const NEXT_FAILURES = 'CASE WHEN g.forget_at <= $2 THEN 1 ELSE g.failures + 1 END';

/**
 * Counts one password guess at the account of `email` (known or not, so the answer reveals nothing) before
 * the password is checked, or throws 429 with Retry-After while the account's delay lasts. After the
 * `n`-th counted guess the next waits nothing while n < freeFailures, then 1 s, 2 s, 4 s … up to maxDelayMs.
 * One statement counts and decides (the upsert only updates a row whose delay is over), so concurrent
 * guesses cannot all slip into one free slot.
 */
export async function claimPasswordGuess(pool: Pool, email: string, now: Date): Promise<void> {
  const key = accountKey(email);
  const { freeFailures, firstDelayMs, maxDelayMs, forgetMs } = GUESS_POLICY;
  const { rowCount } = await pool.query(
    `INSERT INTO password_guesses AS g (account_key, failures, next_allowed_at, forget_at)
     VALUES ($1, 1, $2, $3)
     ON CONFLICT (account_key) DO UPDATE SET
       failures = ${NEXT_FAILURES},
       next_allowed_at = $2::timestamptz + interval '1 millisecond' * CASE
         WHEN ${NEXT_FAILURES} < $4 THEN 0 ELSE LEAST($6::float8, $5::float8 * power(2, ${NEXT_FAILURES} - $4)) END,
       forget_at = $3
     WHERE g.next_allowed_at <= $2 OR g.forget_at <= $2`,
    [key, now, new Date(now.getTime() + forgetMs), freeFailures, firstDelayMs, maxDelayMs],
  );
  if (rowCount === 1) return;
  const { rows } = await pool.query<{ next_allowed_at: Date }>(
    'SELECT next_allowed_at FROM password_guesses WHERE account_key = $1',
    [key],
  );
  const waitMs = rows[0] ? new Date(rows[0].next_allowed_at).getTime() - now.getTime() : 0;
  throw tooManyRequests(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** The right password (or a reset by e-mail): the account's guesses are forgotten. */
export async function forgetPasswordGuesses(pool: Pool, email: string): Promise<void> {
  await pool.query('DELETE FROM password_guesses WHERE account_key = $1', [accountKey(email)]);
}

/** Drops the counters of accounts nobody has guessed at for a day. */
export async function prunePasswordGuesses(pool: Pool, now: Date): Promise<void> {
  await pool.query('DELETE FROM password_guesses WHERE forget_at < $1', [now]);
}
