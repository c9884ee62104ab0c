import { startTransition, useEffect, useState } from 'react';
import type { PublicConfig } from '../../../shared/api';
import { apiGet } from './client';

// GET /config: the server's public capabilities (application season, premium availability ...).
// Fetched once per page load and shared by every component that asks.

let pending: Promise<PublicConfig> | null = null;

export function fetchPublicConfig(): Promise<PublicConfig> {
  // The schema (and zod) load beside the request, not before the landing and pricing pages can paint.
  pending ??= Promise.all([apiGet<unknown>('/config'), import('../../../shared/api')])
    .then(([body, { PublicConfigSchema }]) => PublicConfigSchema.parse(body))
    .catch((err: unknown) => {
      pending = null; // let a later render try again
      throw err;
    });
  return pending;
}

/** Forget the cached answer (tests). */
export function resetPublicConfigCache(): void {
  pending = null;
}

export type PublicConfigState =
  | { status: 'loading'; config: null; error: null }
  | { status: 'ready'; config: PublicConfig; error: null }
  | { status: 'error'; config: null; error: Error };

export function usePublicConfig(): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading', config: null, error: null });
  useEffect(() => {
    let active = true;
    // The answer fills in the plans (pricing cards and table, the season banner): drawn as a transition,
    // in slices that leave the browser free to answer a click, not in one long task.
    const settle = (next: PublicConfigState) => active && startTransition(() => setState(next));
    fetchPublicConfig().then(
      (config) => settle({ status: 'ready', config, error: null }),
      (error: unknown) =>
        settle({
          status: 'error',
          config: null,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
