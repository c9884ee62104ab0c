import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { freePort } from './serverProcess';

// A throwaway PostgreSQL cluster of the test's own (scripts/db.sh on a free loopback port), so the test can
// restart it without disturbing the shared server other test files use.

const run = promisify(execFile);

export interface PgCluster {
  url: string;
  /** Fast shutdown: every connection is cut, new ones are refused (a restart or failover begins). */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPgCluster(pgBin: string): Promise<PgCluster> {
  const dir = `/tmp/essay-coach-faults-${randomBytes(4).toString('hex')}`;
  const env = { ...process.env, PG_PORT: String(await freePort()), PG_DIR: dir, PG_BIN: pgBin };
  const db = async (cmd: 'start' | 'stop') => (await run('bash', ['scripts/db.sh', cmd], { env })).stdout;
  const url = /DATABASE_URL=(\S+)/.exec(await db('start'))?.[1];
  if (!url) throw new Error('scripts/db.sh start printed no DATABASE_URL');
  return {
    url,
    stop: async () => void (await db('stop')),
    start: async () => void (await db('start')),
    async destroy() {
      await db('stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
