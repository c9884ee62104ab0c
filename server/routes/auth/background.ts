import type { AppDeps } from '../../deps';

/** Runs account work after the response is decided; failures are logged, never shown. */
export function inBackground(deps: AppDeps, what: string, work: () => Promise<unknown>): void {
  work().catch((err: Error) => deps.logger.error({ err: { message: err.message } }, `${what} failed`));
}
