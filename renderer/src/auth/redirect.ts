// Where to go after signing in: the page the visitor was sent away from (remembered in the router state
// by ProtectedRoute), else /analyze. Only same-app paths are accepted, never another site.

export const DEFAULT_SIGNED_IN_PATH = '/analyze';

const GUEST_ONLY = new Set(['/login', '/signup', '/forgot-password']);

interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || GUEST_ONLY.has(pathname))
    return DEFAULT_SIGNED_IN_PATH;
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
