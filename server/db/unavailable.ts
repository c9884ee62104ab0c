// Telling "the database is not there right now" (restart, failover, network) from every other error, so
// such failures answer 503 with Retry-After instead of 500, and idempotent writes can be retried.

const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN']);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash recovery, cannot connect now),
// 53300 (too many connections).
const SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NODE_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (PG_MESSAGES.some((m) => err.message.includes(m))) return true;
  if (err instanceof AggregateError) return err.errors.some(isDatabaseUnavailable);
  return isDatabaseUnavailable(err.cause);
}

/**
 * Runs `fn` again while the database is unavailable, with growing pauses, for up to `budgetMs` in all
 * (a PostgreSQL restart takes seconds). Only for work that is safe to repeat. Other errors pass at once.
 */
export async function retryWhileUnavailable<T>(
  fn: () => Promise<T>,
  budgetMs: number,
  signal?: AbortSignal,
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let pause = 200; ; pause = Math.min(pause * 2, 3000)) {
    try {
      return await fn();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() + pause > deadline || signal?.aborted) throw err;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
