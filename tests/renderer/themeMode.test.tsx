import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../../renderer/src/components/layout/ThemeToggle';
import {
  FluentThemeProvider,
  THEME_STORAGE_KEY,
  ThemeModeProvider,
  useThemeMode,
} from '../../renderer/src/theme';
import { initialMode, readSavedMode, systemMode } from '../../renderer/src/theme/themeMode';
import { THEME_BOOT_SCRIPT } from '../../shared/themeBoot';
import { mockSystemColorScheme } from './support/browser';

vi.setConfig({ testTimeout: 30_000 });

const wrapper = ({ children }: { children: ReactNode }) => <ThemeModeProvider>{children}</ThemeModeProvider>;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('initial mode (spec section 4)', () => {
  it('prefers the saved choice, then the system preference, then dark', () => {
    expect(initialMode('light', 'dark')).toBe('light');
    expect(initialMode('dark', 'light')).toBe('dark');
    expect(initialMode(null, 'light')).toBe('light');
    expect(initialMode(null, null)).toBe('dark');
  });

  it('a pre-rendered page picks the same mode before paint as the app does', () => {
    for (const saved of [null, 'light', 'dark', 'purple'])
      for (const system of [null, 'light', 'dark'] as const) {
        localStorage.clear();
        if (saved) localStorage.setItem(THEME_STORAGE_KEY, saved);
        mockSystemColorScheme(system);
        delete document.documentElement.dataset.theme;
        new Function(THEME_BOOT_SCRIPT)();
        expect(document.documentElement.dataset.theme, `saved ${saved}, system ${system}`).toBe(
          initialMode(readSavedMode(), systemMode()),
        );
      }
  });

  it('starts from the saved choice even when the system says otherwise', () => {
    mockSystemColorScheme('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    expect(result.current.mode).toBe('light');
  });

  it('starts from the system preference without a saved choice', () => {
    mockSystemColorScheme('light');
    expect(renderHook(() => useThemeMode(), { wrapper }).result.current.mode).toBe('light');
  });

  it('starts dark without a saved choice or a system preference', () => {
    mockSystemColorScheme(null);
    expect(renderHook(() => useThemeMode(), { wrapper }).result.current.mode).toBe('dark');
  });

  it('ignores an unknown saved value', () => {
    mockSystemColorScheme('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(renderHook(() => useThemeMode(), { wrapper }).result.current.mode).toBe('light');
  });
});

describe('following the system', () => {
  it('follows system changes while there is no saved choice', () => {
    const system = mockSystemColorScheme('light');
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    act(() => system.setSystem('dark'));
    expect(result.current.mode).toBe('dark');
    act(() => system.setSystem('light'));
    expect(result.current.mode).toBe('light');
  });

  it('stops following the system once the user chose, and saves the choice', () => {
    const system = mockSystemColorScheme('light');
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    act(() => result.current.toggleMode());
    expect(result.current.mode).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    act(() => system.setSystem('light'));
    expect(result.current.mode).toBe('dark');
    expect(system.listenerCount()).toBe(0);
  });

  it('never follows the system when a choice was saved before', () => {
    const system = mockSystemColorScheme('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { result } = renderHook(() => useThemeMode(), { wrapper });
    act(() => system.setSystem('light'));
    expect(result.current.mode).toBe('dark');
  });
});

describe('misuse and the toggle', () => {
  it('throws a clear error when used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useThemeMode())).toThrow(
      /useThemeMode must be used within a ThemeModeProvider/,
    );
  });

  it('names the toggle after what it will do, and switches on click', async () => {
    mockSystemColorScheme(null);
    render(
      <ThemeModeProvider>
        <FluentThemeProvider>
          <ThemeToggle />
        </FluentThemeProvider>
      </ThemeModeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
