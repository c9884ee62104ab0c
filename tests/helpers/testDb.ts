import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedDatabase } from '../../server/db/embedded';
import { migrate } from '../../server/db/migrate';
import { createPool, type Pool } from '../../server/db/pool';

export interface TestDatabase {
  pool: Pool;
  url: string;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const silent = pino({ level: 'silent' });

/**
 * A fresh, migrated database for one test file: a new database on the server in DATABASE_URL when set
 * (real PostgreSQL, as CI runs), otherwise an in-memory PGlite served over the wire protocol.
 */
export async function createTestDatabase(poolMax = 10): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedDatabase(null, poolMax * 4);
    const pool = createPool(embedded.url, poolMax, silent);
    await migrate(pool);
    return {
      pool,
      url: embedded.url,
      kind: 'pglite',
      async close() {
        await pool.end();
        await embedded.stop();
      },
    };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), poolMax, silent);
  await migrate(pool);
  return {
    pool,
    url: url.toString(),
    kind: 'postgres',
    async close() {
      await pool.end();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
