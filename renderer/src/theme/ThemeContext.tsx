import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  initialMode,
  readSavedMode,
  saveMode,
  systemMode,
  watchSystemMode,
  type ThemeMode,
} from './themeMode';

export interface ThemeModeValue {
  mode: ThemeMode;
  /** True once the user picked a mode; from then on system changes are ignored. */
  hasSavedChoice: boolean;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** The mode a page is pre-rendered in (no saved choice or system preference at build time). */
const PRERENDERED_MODE: ThemeMode = initialMode(null, null);

/**
 * `prerendered`: the page's HTML was rendered at build time (scripts/prerender.ts), so the first render
 * must repeat the build's mode for React to take that HTML over; the student's mode follows before the
 * browser paints again (the page's colours were already right: its inline script set <html data-theme>).
 */
export function ThemeModeProvider({
  children,
  prerendered = false,
}: {
  children: ReactNode;
  prerendered?: boolean;
}) {
  const [saved, setSaved] = useState<ThemeMode | null>(() => (prerendered ? null : readSavedMode()));
  const [mode, setModeState] = useState<ThemeMode>(() =>
    prerendered ? PRERENDERED_MODE : initialMode(saved, systemMode()),
  );

  useLayoutEffect(() => {
    if (!prerendered) return;
    const savedMode = readSavedMode();
    setSaved(savedMode);
    setModeState(initialMode(savedMode, systemMode()));
  }, [prerendered]);

  // Follow the system only while there is no saved choice (spec section 4).
  useEffect(() => {
    if (saved) return undefined;
    return watchSystemMode(setModeState);
  }, [saved]);

  const setMode = useCallback((next: ThemeMode) => {
    saveMode(next);
    setSaved(next);
    setModeState(next);
  }, []);

  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  const value = useMemo(
    () => ({ mode, hasSavedChoice: saved !== null, setMode, toggleMode }),
    [mode, saved, setMode, toggleMode],
  );
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

/** The current theme mode and its setters. Throws when used outside <ThemeModeProvider>. */
export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used within a ThemeModeProvider');
  return value;
}
