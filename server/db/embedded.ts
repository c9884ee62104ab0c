import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves an embedded PGlite over the PostgreSQL wire protocol on loopback, so the same `pg` Pool and the
 * same SQL run whether or not DATABASE_URL points at a real server. `dataDir` of null keeps it in memory.
 */
export async function startEmbeddedDatabase(
  dataDir: string | null,
  maxConnections: number,
): Promise<EmbeddedDatabase> {
  let dbPath: string | undefined;
  if (dataDir) {
    dbPath = path.resolve(dataDir, 'pglite');
    await mkdir(dbPath, { recursive: true });
  }
  const db = await PGlite.create(dbPath ? { dataDir: dbPath } : undefined);
  // The socket server multiplexes connections onto the single PGlite session; allow more than the pool's max.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgresql://postgres:postgres@${address}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
