import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOWCASE_INTERVAL_MS, Showcase } from '../../renderer/src/components/marketing/Showcase';
import { FluentThemeProvider, ThemeModeProvider } from '../../renderer/src/theme';
import { mockSystemColorScheme } from './support/browser';

// Role queries are slow in jsdom on a busy machine; the timing under test is faked, not measured.
vi.setConfig({ testTimeout: 30_000 });

const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
const panelTitle = () => screen.getByRole('tabpanel').querySelector('h3')?.textContent;

function renderShowcase() {
  render(
    <ThemeModeProvider>
      <FluentThemeProvider>
        <Showcase />
      </FluentThemeProvider>
    </ThemeModeProvider>,
  );
}

beforeEach(() => {
  mockSystemColorScheme('light');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('landing showcase', () => {
  it('shows the three views and advances every 4 seconds, wrapping around', () => {
    renderShowcase();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    for (const name of ['Grammar & Structure', 'Style & Clarity', 'Content & Flow']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(selectedTab()).toHaveTextContent('Grammar & Structure');
    act(() => vi.advanceTimersByTime(SHOWCASE_INTERVAL_MS - 100));
    expect(selectedTab()).toHaveTextContent('Grammar & Structure');
    act(() => vi.advanceTimersByTime(100));
    expect(selectedTab()).toHaveTextContent('Style & Clarity');
    expect(panelTitle()).toBe('Style & Clarity');
    act(() => vi.advanceTimersByTime(SHOWCASE_INTERVAL_MS));
    act(() => vi.advanceTimersByTime(SHOWCASE_INTERVAL_MS));
    expect(selectedTab()).toHaveTextContent('Grammar & Structure');
  });

  it('selects a view on click and gives it a full interval', () => {
    renderShowcase();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('tab', { name: 'Content & Flow' }));
    expect(selectedTab()).toHaveTextContent('Content & Flow');
    expect(panelTitle()).toBe('Content & Flow');
    act(() => vi.advanceTimersByTime(3000));
    expect(selectedTab()).toHaveTextContent('Content & Flow');
  });

  it('moves between views with the arrow keys, Home and End', () => {
    renderShowcase();
    const first = screen.getByRole('tab', { name: 'Grammar & Structure' });
    expect(first).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(selectedTab()).toHaveTextContent('Style & Clarity');
    expect(document.activeElement).toBe(selectedTab());
    fireEvent.keyDown(selectedTab()!, { key: 'End' });
    expect(selectedTab()).toHaveTextContent('Content & Flow');
    fireEvent.keyDown(selectedTab()!, { key: 'ArrowRight' });
    expect(selectedTab()).toHaveTextContent('Grammar & Structure');
    fireEvent.keyDown(selectedTab()!, { key: 'ArrowLeft' });
    expect(selectedTab()).toHaveTextContent('Content & Flow');
  });

  it('stops rotating while paused', () => {
    renderShowcase();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(SHOWCASE_INTERVAL_MS * 3));
    expect(selectedTab()).toHaveTextContent('Grammar & Structure');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(SHOWCASE_INTERVAL_MS));
    expect(selectedTab()).toHaveTextContent('Style & Clarity');
  });
});
