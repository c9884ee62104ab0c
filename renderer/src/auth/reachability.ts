import { ApiError } from '../api/client';
import { isDesktop } from '../platform/bridge';

// Whether a failed call means "the server could not be asked" rather than "the server said no". Only
// the second may sign a student out: a laptop without Wi-Fi has not lost its session.

/** Gateway statuses: a proxy in front of the backend answered because the backend did not. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return GATEWAY_STATUSES.has(error.status);
  // fetch rejects with a TypeError when there is no connection; anything else without a status is
  // equally not an answer from the server.
  return true;
}

/**
 * Whether a failed check keeps the cached user signed in. Only the desktop app works offline (its
 * drafts live on the device); in the browser the spec's rule holds: a failed check clears the user.
 */
export function keepsCachedUser(error: unknown): boolean {
  return isDesktop() && isUnreachable(error);
}
