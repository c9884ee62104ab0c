import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [saved, setSaved] = useState<ThemeMode | null>(() => readSavedMode());
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode(saved, systemMode()));

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
