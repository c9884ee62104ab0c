import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { MESSAGES } from '../../shared/messages';
import type { AppDeps } from '../deps';
import type { Pool } from '../db/pool';
import { HttpError } from '../errors';

// Fixed-window rate limits kept in PostgreSQL (table rate_limits), so they hold across processes and
// restarts. One upsert both counts and reads, so concurrent requests cannot slip past the limit. The clock is
// deps.now, so tests can move time. Subjects (e-mail, IP) are hashed before they become keys.

export interface LimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
export const AUTH_LIMITS = {
  /** Password guesses against one account from one address. Cleared by a successful sign-in. */
  loginEmailIp: { name: 'login:email+ip', limit: 10, windowMs: 15 * MINUTE },
  // Per-IP limits are generous on purpose: a whole school or class often shares one public address.
  /** All sign-in attempts from one address (credential stuffing across accounts). */
  loginIp: { name: 'login:ip', limit: 300, windowMs: 60 * MINUTE },
  signupIp: { name: 'signup:ip', limit: 50, windowMs: 60 * MINUTE },
  /** Sign-up/confirmation mails to one address, whether or not it has an account. */
  signupAddress: { name: 'signup:address', limit: 5, windowMs: 60 * MINUTE },
  /** Reset mails to one address, whether or not it has an account. */
  resetAddress: { name: 'reset:address', limit: 3, windowMs: 60 * MINUTE },
  resetIp: { name: 'reset:ip', limit: 50, windowMs: 60 * MINUTE },
  /** Link exchanges from one address (tokens are unguessable; this only bounds the work). */
  callbackIp: { name: 'callback:ip', limit: 100, windowMs: 15 * MINUTE },
} satisfies Record<string, LimitRule>;

const keyOf = (rule: LimitRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;

/** Counts one attempt; returns the seconds to wait when the limit is exceeded, else null. */
export async function consumeLimit(
  pool: Pool,
  rule: LimitRule,
  subject: string,
  now: Date,
): Promise<number | null> {
  const { rows } = await pool.query<{ points: number; reset_at: Date }>(
    `INSERT INTO rate_limits AS r (key, points, reset_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       points = CASE WHEN r.reset_at <= $2 THEN 1 ELSE r.points + 1 END,
       reset_at = CASE WHEN r.reset_at <= $2 THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING points, reset_at`,
    [keyOf(rule, subject), now, new Date(now.getTime() + rule.windowMs)],
  );
  const row = rows[0]!;
  if (row.points <= rule.limit) return null;
  return Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000));
}

export async function clearLimit(pool: Pool, rule: LimitRule, subject: string): Promise<void> {
  await pool.query('DELETE FROM rate_limits WHERE key = $1', [keyOf(rule, subject)]);
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, MESSAGES.tooManyRequests, { 'Retry-After': String(retryAfterSeconds) });
}

/** Throws 429 if any of the (rule, subject) pairs is over its limit. Every pair is counted. */
export async function enforceLimits(
  pool: Pool,
  now: Date,
  checks: Array<[LimitRule, string]>,
): Promise<void> {
  let wait = 0;
  for (const [rule, subject] of checks)
    wait = Math.max(wait, (await consumeLimit(pool, rule, subject, now)) ?? 0);
  if (wait > 0) throw tooManyRequests(wait);
}

/** Middleware form for limits that depend only on the request (e.g. per IP). */
export function rateLimit(
  deps: AppDeps,
  rule: LimitRule,
  subject: (req: Request, res: Response) => string,
): RequestHandler {
  return async (req, res, next) => {
    try {
      await enforceLimits(deps.pool, deps.now(), [[rule, subject(req, res)]]);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** The client address as Express sees it: the socket peer unless TRUST_PROXY says which proxies to believe. */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Occasionally drops expired counters so the table stays small. */
export async function pruneLimits(pool: Pool, now: Date): Promise<void> {
  await pool.query('DELETE FROM rate_limits WHERE reset_at < $1', [now]);
}
