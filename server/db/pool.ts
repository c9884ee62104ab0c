import pg from 'pg';
import type { Logger } from 'pino';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export function createPool(connectionString: string, max: number, logger: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // A dropped idle connection emits 'error' on the pool; without a listener it would crash the process.
  pool.on('error', (err) => logger.warn({ err: err.message }, 'idle database connection error'));
  // A connection that drops while checked out (mid-transaction, when PostgreSQL restarts) emits 'error' on
  // its client, where the pool does not listen: without this the process would crash. The query in
  // flight fails with the same error and is handled by its caller.
  pool.on('connect', (client) =>
    client.on('error', (err) => logger.debug({ err: err.message }, 'database connection lost')),
  );
  return pool;
}

/** Run fn inside a transaction, rolling back on any error. */
export async function withTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
