import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Pool, PoolClient } from '../db/pool';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    /** When the user signed in (ms, from deps.now): the absolute timeout counts from here. */
    authAt: number;
    /** Last request (ms, from deps.now), refreshed at most once a minute: the idle timeout counts from here. */
    seenAt: number;
  }
}

const PGStore = connectPgSimple(session);

/**
 * connect-pg-simple with one change: `set` only UPDATEs an existing row. A session row is created only by
 * `create` (called at sign-in), so a request that was still in flight when the user logged out (or when a
 * password reset ended the session) can never write the destroyed session back.
 */
export class AccountSessionStore extends PGStore {
  constructor(
    private readonly db: Pool,
    private readonly idleMs: number,
    options: { prune: boolean; logger: Logger },
  ) {
    super({
      pool: db,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: options.prune ? 15 * 60 : false,
      errorLog: (...args: unknown[]) =>
        options.logger.warn({ detail: String(args[0]) }, 'session store error'),
    });
  }

  private expireOf(sess: Partial<SessionData>): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.idleMs);
  }

  override set(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
    this.db
      .query('UPDATE session SET sess = $1, expire = $2 WHERE sid = $3', [sess, this.expireOf(sess), sid])
      .then(
        () => callback?.(),
        (err: unknown) => callback?.(err),
      );
  }

  /** Inserts the row of a freshly signed-in session. */
  async create(sid: string, sess: Partial<SessionData>): Promise<void> {
    await this.db.query('INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3)', [
      sid,
      sess,
      this.expireOf(sess),
    ]);
  }
}

/** Ends every session of the user (optionally but one), e.g. after a password reset. Returns how many. */
export async function endUserSessions(
  db: Pool | PoolClient,
  userId: string,
  exceptSid?: string,
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM session WHERE sess ->> 'userId' = $1 AND ($2::text IS NULL OR sid <> $2)`,
    [userId, exceptSid ?? null],
  );
  return rowCount ?? 0;
}

/**
 * SESSION_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR/session-secret
 * (mode 0600), so `npm start` works with no configuration and sessions survive restarts.
 */
export function resolveSessionSecret(config: Config, logger: Logger): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.resolve(config.DATA_DIR, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process created it first, use theirs.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    logger.info({ file }, 'SESSION_SECRET is not set: generated one and stored it under DATA_DIR');
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
}
