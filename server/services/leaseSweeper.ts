import type { Logger } from 'pino';
import type { Pool } from '../db/pool';
import { deleteExpiredStreamTokens } from './streamTokens';
import { sweepExpiredLeases } from './usage';

// Every instance sweeps at start-up and then every half lease: expired usage leases (their server died, or
// lost the database for longer than a lease) are refunded, and unused stream tokens are deleted. Sweeps on
// several instances at once are safe: each lease is refunded by whoever deletes it.

export interface LeaseSweeper {
  /** One sweep now; resolves with the number of units refunded (0 if the database is away). */
  sweep(): Promise<number>;
  stop(): void;
}

export function startLeaseSweeper(
  pool: Pool,
  { leaseMs, now, logger }: { leaseMs: number; now: () => Date; logger: Logger },
): LeaseSweeper {
  const sweep = async () => {
    try {
      const refunded = await sweepExpiredLeases(pool, now());
      await deleteExpiredStreamTokens(pool, now());
      if (refunded) logger.info({ refunded }, 'refunded units of reviews that never finished');
      return refunded;
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'lease sweep failed');
      return 0;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), Math.max(1000, leaseMs / 2));
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
