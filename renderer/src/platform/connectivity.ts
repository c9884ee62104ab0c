import { useEffect, useSyncExternalStore } from 'react';
import { getApiBaseUrl } from './apiBase';

// Whether the backend answers. The desktop app keeps working offline (drafts) but cannot review, and
// says so (components/desktop/OfflineBanner). The API client may report failures with setBackendStatus.

export type BackendStatus = 'unknown' | 'online' | 'offline';

let status: BackendStatus = 'unknown';
const listeners = new Set<() => void>();

export function getBackendStatus(): BackendStatus {
  return status;
}

export function setBackendStatus(next: BackendStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the status changes; returns the function that stops it. */
export function subscribeBackendStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const CHECK_TIMEOUT_MS = 5_000;
let inFlight: Promise<BackendStatus> | null = null;

/** Pings GET /health (process alive) and records the answer. Callers at the same moment share one request. */
export function checkBackend(): Promise<BackendStatus> {
  inFlight ??= pingHealth().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function pingHealth(): Promise<BackendStatus> {
  let next: BackendStatus;
  try {
    const response = await fetch(`${getApiBaseUrl()}/health`, {
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    next = response.ok ? 'online' : 'offline';
  } catch {
    next = 'offline';
  }
  setBackendStatus(next);
  return next;
}

export const OFFLINE_RECHECK_MS = 15_000;

/** The current status; checks on mount, when the OS reports a connection, and periodically while offline. */
export function useBackendStatus(): BackendStatus {
  const current = useSyncExternalStore(subscribeBackendStatus, getBackendStatus, getBackendStatus);
  useEffect(() => {
    void checkBackend();
    const online = () => void checkBackend();
    const offline = () => setBackendStatus('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
  useEffect(() => {
    if (current !== 'offline') return;
    const timer = setInterval(() => void checkBackend(), OFFLINE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [current]);
  return current;
}
