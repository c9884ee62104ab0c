// The theme-mode rules of spec section 4, kept free of React so they can be tested directly:
// start from the saved choice, else the system preference, else dark.

import { THEME_STORAGE_KEY } from '../../../shared/themeBoot';

export { THEME_STORAGE_KEY };

export type ThemeMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const LIGHT_QUERY = '(prefers-color-scheme: light)';

const isMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

/** The user's saved choice, or null when there is none (or storage is unavailable). */
export function readSavedMode(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): ThemeMode | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isMode(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveMode(
  mode: ThemeMode,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private browsing or a full quota: the choice still applies for this visit.
  }
}

/** The system preference, or null when the browser expresses none. */
export function systemMode(
  matchMedia: ((query: string) => MediaQueryList) | undefined = browserMatchMedia(),
): ThemeMode | null {
  if (!matchMedia) return null;
  if (matchMedia(DARK_QUERY).matches) return 'dark';
  if (matchMedia(LIGHT_QUERY).matches) return 'light';
  return null;
}

export function initialMode(saved: ThemeMode | null, system: ThemeMode | null): ThemeMode {
  return saved ?? system ?? 'dark';
}

/**
 * Calls `onChange` whenever the system preference changes. Returns the unsubscribe function.
 * The provider only subscribes while there is no saved choice.
 */
export function watchSystemMode(
  onChange: (mode: ThemeMode) => void,
  matchMedia: ((query: string) => MediaQueryList) | undefined = browserMatchMedia(),
): () => void {
  if (!matchMedia) return () => {};
  const query = matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function browserMatchMedia(): ((query: string) => MediaQueryList) | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? (query) => window.matchMedia(query)
    : undefined;
}
