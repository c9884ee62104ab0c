import type { Logger } from 'pino';
import type { Config } from '../config';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { migrate } from './migrate';
import { createPool, type Pool } from './pool';

export interface Database {
  pool: Pool;
  /** 'postgres' for DATABASE_URL, 'pglite' for the embedded default. */
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PGlite under DATA_DIR; then applies migrations. */
export async function connectDatabase(config: Config, logger: Logger): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedDatabase(config.DATA_DIR, config.DB_POOL_MAX * 4);
    url = embedded.url;
    logger.info({ dataDir: config.DATA_DIR }, 'using embedded PGlite database (DATABASE_URL is not set)');
  }
  const pool = createPool(url, config.DB_POOL_MAX, logger);
  try {
    const applied = await migrate(pool);
    if (applied.length) logger.info({ applied }, 'database migrations applied');
  } catch (err) {
    await pool.end().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
  return {
    pool,
    kind: embedded ? 'pglite' : 'postgres',
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
