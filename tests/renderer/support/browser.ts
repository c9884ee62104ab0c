import { vi } from 'vitest';
import { resetPublicConfigCache } from '../../../renderer/src/api/config';

type Listener = (event: MediaQueryListEvent) => void;

/**
 * A controllable window.matchMedia (jsdom has none). `prefers` is the system colour scheme,
 * null meaning "no preference". `setSystem` changes it and notifies listeners like a real browser.
 */
export function mockSystemColorScheme(prefers: 'dark' | 'light' | null) {
  let current = prefers;
  const listeners = new Set<Listener>();
  const matchMedia = (query: string): MediaQueryList => {
    const wantsDark = query.includes('dark');
    const mql = {
      media: query,
      get matches() {
        if (query.includes('prefers-color-scheme')) return current === (wantsDark ? 'dark' : 'light');
        return false;
      },
      onchange: null,
      addEventListener: (_: string, l: Listener) => wantsDark && listeners.add(l),
      removeEventListener: (_: string, l: Listener) => listeners.delete(l),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    };
    return mql as unknown as MediaQueryList;
  };
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    setSystem(next: 'dark' | 'light') {
      current = next;
      for (const l of [...listeners]) l({ matches: next === 'dark' } as MediaQueryListEvent);
    },
    listenerCount: () => listeners.size,
  };
}

/** Answers GET /api/config like a server with the given season switch; other calls 404. */
export function mockConfigApi(season: boolean) {
  resetPublicConfigCache();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/config')) {
      return new Response(
        JSON.stringify({
          product_name: 'Essay Coach',
          application_season: season,
          premium_available: false,
          premium_unavailable_reason: null,
          pdf_export_available: true,
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }
    return new Response(JSON.stringify({ detail: 'Not found' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
