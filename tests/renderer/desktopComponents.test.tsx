import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftsPanel, DRAFTS_EMPTY } from '../../renderer/src/components/desktop/DraftsPanel';
import { OfflineBanner, OFFLINE_TEXT } from '../../renderer/src/components/desktop/OfflineBanner';
import { saveDraft, setBackendStatus } from '../../renderer/src/platform';

const wrap = (ui: ReactNode) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

async function seriousViolations(container: HTMLElement) {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('DraftsPanel', () => {
  it('says when there are no drafts', async () => {
    wrap(<DraftsPanel onRestore={vi.fn()} />);
    expect(await screen.findByText(DRAFTS_EMPTY)).toBeInTheDocument();
  });

  it('lists drafts with their first line and time; restore and delete by keyboard', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-02-01T08:00:00Z'));
    await saveDraft({
      id: 'a',
      essay: 'The summer I learned to sail\nmore text',
      prompt: 'P',
      wordLimit: 650,
      unit: 'words',
    });
    vi.setSystemTime(new Date('2025-02-02T08:00:00Z'));
    await saveDraft({
      id: 'b',
      essay: 'Why I want to study physics',
      prompt: '',
      wordLimit: null,
      unit: 'characters',
    });
    vi.useRealTimers();
    const onRestore = vi.fn();
    const { container } = wrap(<DraftsPanel onRestore={onRestore} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/summer|physics/).textContent)).toEqual([
      'Why I want to study physics',
      'The summer I learned to sail',
    ]);
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2025-02-02T08:00:00.000Z');
    expect(items[0]!.querySelector('time')?.textContent).toMatch(/2025/);
    expect(await seriousViolations(container)).toEqual([]);

    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Restore draft: The summer I learned to sail' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(onRestore).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 'a',
          essay: 'The summer I learned to sail\nmore text',
          wordLimit: 650,
        }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Delete draft: Why I want to study physics' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Why I want to study physics')).not.toBeInTheDocument();
  });

  it('compares a saved draft with the essay being edited, word by word, with no server', async () => {
    const first = 'The summer I learned to sail.\n\nMy uncle was very patient with me.';
    await saveDraft({ id: 'old', essay: first, prompt: '', wordLimit: 650, unit: 'words' });
    const now = 'The summer I learned to sail.\n\nMy uncle was patient with me and my fear of the water.';
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    wrap(<DraftsPanel onRestore={vi.fn()} currentDraftId="new" currentText={now} />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Compare with your essay: The summer I learned to sail.' }),
    );
    // Fluent's dialog opens with a motion jsdom never finishes, so it counts as hidden there.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByTestId('draft-diff-summary')).toHaveTextContent(
      'Since this draft: 7 words added, 2 removed.',
    );
    expect([...dialog.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['very', 'me.']);
    expect([...dialog.querySelectorAll('ins')].map((d) => d.textContent)).toEqual([
      'me and my fear of the water.',
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('OfflineBanner', () => {
  it('says the backend is unreachable and review is unavailable, and retries', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { container } = wrap(<OfflineBanner />);
    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();
    expect(OFFLINE_TEXT).toMatch(/review is unavailable/);
    expect(await seriousViolations(container)).toEqual([]);

    vi.stubGlobal('fetch', async () => Response.json({ status: 'ok' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument());
  });

  it('shows nothing while the backend answers', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: 'ok' }));
    setBackendStatus('online');
    const { container } = wrap(<OfflineBanner />);
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('follows a status given by the screen', () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: 'ok' }));
    wrap(<OfflineBanner status="offline" />);
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
  });
});
