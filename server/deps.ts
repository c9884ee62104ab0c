import type { Logger } from 'pino';
import type { Config } from './config';
import type { Pool } from './db/pool';

/**
 * Everything a request handler may need, built once by server/index.ts (or a test) and passed to
 * createApp. Services receive what they need from here; nothing reaches for globals.
 */
export interface AppDeps {
  config: Config;
  pool: Pool;
  logger: Logger;
  /** Injectable clock so token expiry, quotas and rate limits can be tested. */
  now: () => Date;
}
