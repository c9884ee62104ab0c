import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { createApp } from '../../server/app';
import { parseConfig, type Config } from '../../server/config';
import type { AppDeps } from '../../server/deps';
import { createTestDatabase, type TestDatabase } from './testDb';

export interface TestApp {
  baseUrl: string;
  api: string;
  deps: AppDeps;
  db: TestDatabase;
  server: Server;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logger?: Logger;
  deps?: Partial<AppDeps>;
  /** The pool the app uses, e.g. one through a proxy that can cut the database off (default db.pool). */
  pool?: (db: TestDatabase) => AppDeps['pool'] | Promise<AppDeps['pool']>;
}

/** createApp on a fresh database, listening on a free loopback port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config: Config = parseConfig({
    NODE_ENV: 'test',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'data/test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    ...options.env,
  });
  const deps: AppDeps = {
    config,
    pool: options.pool ? await options.pool(db) : db.pool,
    logger: options.logger ?? pino({ level: 'silent' }),
    now: () => new Date(),
    ...options.deps,
  };
  const server = createServer(createApp(deps));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    api: `${baseUrl}${config.API_PREFIX}`,
    deps,
    db,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
