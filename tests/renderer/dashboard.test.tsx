import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { DashboardPage } from '../../renderer/src/pages/Dashboard/DashboardPage';
import {
  callsTo,
  historyPage,
  json,
  mockServer,
  record,
  renderSignedIn,
  stats,
  USER,
} from './dashboardSupport';

// Fluent's focus manager (tabster) marks an open dialog aria-hidden in jsdom, where focus handling is
// incomplete; the dialog's accessibility is checked in a real browser by the Playwright test and axe.
// The viewer's code loads when it is first opened, which can take a while on a busy machine.
const findDialog = () => screen.findByRole('dialog', { hidden: true }, { timeout: 15_000 });

// The machine running the suite may be busy; these tests wait on real rendering, not on time.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard states', () => {
  it('greets the user, shows the plan chip, usage and the reset date', async () => {
    mockServer({
      '/api/usage/stats': () => json(stats({ basic_used: 3, basic_remaining: 2 })),
      '/api/usage/history': () => json(historyPage([record(1)])),
    });
    renderSignedIn(<DashboardPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, maya.lin' }),
    ).toBeInTheDocument();
    expect(screen.getByText(USER.email)).toBeInTheDocument();
    expect(screen.getByTestId('plan-chip')).toHaveTextContent('Free Plan');
    expect(await screen.findByTestId('usage-basic-numbers')).toHaveTextContent('3 / 5');
    expect(screen.getByTestId('usage-premium-numbers')).toHaveTextContent('0 / 2');
    // 60 % used: warning; 0 %: success.
    expect(within(screen.getByTestId('usage-basic')).getByRole('progressbar')).toHaveAttribute(
      'data-color',
      'warning',
    );
    expect(within(screen.getByTestId('usage-premium')).getByRole('progressbar')).toHaveAttribute(
      'data-color',
      'success',
    );
    expect(screen.getByTestId('reset-date')).toHaveTextContent(/2030/);
    // Free plan with more than half of basic used: the upgrade hint and (2 left) the credit box.
    expect(screen.getByTestId('upgrade-hint')).toBeInTheDocument();
    expect(screen.getByTestId('credit-box')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Free Credits' })).toBeDisabled();
    // Cache-busting timestamp on the stats call.
    expect(callsTo('/api/usage/stats')[0]!.url.searchParams.get('timestamp')).toMatch(/^\d+$/);
  });

  it('shows ∞ for unlimited plans and no hint or credit box', async () => {
    mockServer({
      '/api/auth/me': () => json({ ...USER, full_name: 'Maya Lin', plan_type: 'premium' }),
      '/api/usage/stats': () =>
        json(
          stats({
            plan_type: 'premium',
            basic_monthly_limit: 999999,
            basic_remaining: 999999,
            premium_monthly_limit: 999999,
            premium_remaining: 999999,
          }),
        ),
      '/api/usage/history': () => json(historyPage([])),
    });
    renderSignedIn(<DashboardPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya Lin' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('usage-basic-numbers')).toHaveTextContent('1 / ∞');
    expect(screen.getByTestId('plan-chip')).toHaveTextContent('Premium Plan');
    expect(screen.queryByTestId('upgrade-hint')).toBeNull();
    expect(screen.queryByTestId('credit-box')).toBeNull();
  });

  it('shows the server message, or the spec text when the server cannot be reached', async () => {
    mockServer({
      '/api/usage/stats': () => json({ detail: 'Database unavailable' }, 503),
      '/api/usage/history': () => json(historyPage([])),
    });
    renderSignedIn(<DashboardPage />);
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent('Database unavailable');
    vi.unstubAllGlobals();
  });

  it("falls back to 'Failed to load dashboard data.' on a network failure", async () => {
    mockServer({
      '/api/usage/stats': () => {
        throw new TypeError('Failed to fetch');
      },
      '/api/usage/history': () => json(historyPage([])),
    });
    renderSignedIn(<DashboardPage />);
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent(MESSAGES.dashboardFailed);
  });

  it("says 'No usage data available' when the server has none", async () => {
    mockServer({
      '/api/usage/stats': () => json(null),
      '/api/usage/history': () => json(historyPage([])),
    });
    renderSignedIn(<DashboardPage />);
    expect(await screen.findByTestId('dashboard-empty')).toHaveTextContent(MESSAGES.noUsageData);
  });
});

describe('recent essays', () => {
  it('pages through the history, reloading on each page change, with score colours', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => record(20 - i));
    const page2 = [record(2, { overall_score: 45 }), record(1, { overall_score: 85 })];
    mockServer({
      '/api/usage/stats': () => json(stats()),
      '/api/usage/history': (_init, url) =>
        json(
          url.searchParams.get('page') === '2' ? historyPage(page2, 12, false) : historyPage(page1, 12, true),
        ),
    });
    const user = renderSignedIn(<DashboardPage />);
    const table = await screen.findByTestId('history-table');
    expect(within(table).getAllByTestId('history-row')).toHaveLength(10);
    expect(screen.getByTestId('history-page')).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('history-page')).toHaveTextContent('Page 2 of 2'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    expect(callsTo('/api/usage/history').at(-1)!.url.searchParams.get('page_size')).toBe('10');
    // The stats reload with the page too.
    expect(callsTo('/api/usage/stats').length).toBeGreaterThanOrEqual(2);
    const [low, high] = screen.getAllByTestId('history-row');
    expect(within(low!).getByText('45')).toHaveAttribute('data-color', 'error');
    expect(within(high!).getByText('85')).toHaveAttribute('data-color', 'success');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('analysis viewer', () => {
  it('opens on View Feedback with Overall Score open, one panel at a time', async () => {
    mockServer({
      '/api/usage/stats': () => json(stats()),
      '/api/usage/history': () => json(historyPage([record(7), record(3, { analysis_data: null })])),
    });
    const user = renderSignedIn(<DashboardPage />);
    await user.click(
      // The table (the phone layout's card list holds the same buttons; jsdom applies no media queries).
      within(await screen.findByTestId('history-table')).getByRole('button', {
        name: 'View Feedback for Essay number 7',
      }),
    );
    const dialog = await findDialog();
    expect(within(dialog).getByText('Essay number 7')).toBeInTheDocument();
    const overall = within(dialog).getByRole('button', { name: 'Overall Score', hidden: true });
    const sections = within(dialog).getByRole('button', { name: 'Section Scores', hidden: true });
    expect(overall).toHaveAttribute('aria-expanded', 'true');
    expect(sections).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByTestId('viewer-score')).toHaveTextContent('62');

    await user.click(sections);
    expect(sections).toHaveAttribute('aria-expanded', 'true');
    expect(overall).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByText('Few grammar issues')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Areas for Improvement', hidden: true }));
    expect(sections).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByText('Passive voice')).toBeVisible();
    for (const name of ['Download Markdown', 'Download HTML', 'Download PDF', 'Close']) {
      expect(within(dialog).getByRole('button', { name, hidden: true })).toBeEnabled();
    }

    await user.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    await user.click(
      within(screen.getByTestId('history-table')).getByRole('button', {
        name: 'View Feedback for Essay number 3',
        hidden: true,
      }),
    );
    const empty = await findDialog();
    expect(within(empty).getByTestId('viewer-no-data')).toHaveTextContent(MESSAGES.noAnalysisData);
    expect(within(empty).getByRole('button', { name: 'Download PDF', hidden: true })).toBeDisabled();
  });

  it('downloads an export through the record export call and reloads the counts', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    mockServer({
      '/api/usage/stats': () => json(stats()),
      '/api/usage/history': () => json(historyPage([record(7)])),
      '/api/usage/history/r7/export': () =>
        new Response('# Essay Feedback', {
          headers: {
            'Content-Type': 'text/markdown',
            'Content-Disposition': 'attachment; filename="Essay-7.md"',
          },
        }),
    });
    const user = renderSignedIn(<DashboardPage />);
    await user.click(
      // The table (the phone layout's card list holds the same buttons; jsdom applies no media queries).
      within(await screen.findByTestId('history-table')).getByRole('button', {
        name: 'View Feedback for Essay number 7',
      }),
    );
    const before = callsTo('/api/usage/history').length;
    await user.click(
      within(await findDialog()).getByRole('button', { name: 'Download Markdown', hidden: true }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const exportCall = callsTo('/api/usage/history/r7/export')[0]!;
    expect(exportCall.init.method).toBe('POST');
    expect(JSON.parse(String(exportCall.init.body))).toEqual({ format: 'markdown' });
    await waitFor(() => expect(callsTo('/api/usage/history').length).toBeGreaterThan(before));
  });
});

describe('credit request', () => {
  it('requests credits, shows the grant and refreshes the stats after 1 s and again 0.5 s later', async () => {
    let current = stats({ basic_used: 5, basic_remaining: 0, can_use_basic: false });
    mockServer({
      '/api/usage/stats': () => json(current),
      '/api/usage/history': () => json(historyPage([])),
      '/api/credits/request': () => {
        current = stats({
          basic_used: 5,
          basic_remaining: 5,
          basic_monthly_limit: 10,
          credit_request_count: 1,
          last_credit_request_at: new Date().toISOString(),
        });
        return json({
          granted: true,
          credits_granted: { basic: 5, premium: 0 },
          message: 'Granted 5 Basic credits.',
        });
      },
    });
    renderSignedIn(<DashboardPage />);
    const button = await screen.findByRole('button', { name: 'Request Free Credits' });
    expect(button).toBeEnabled();
    // From here the clock only moves when the test moves it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = callsTo('/api/usage/stats').length;
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('credit-outcome')).toHaveTextContent('Granted 5 Basic credits.');
    // No hint from before the grant ('0 of 3 top-ups used') beside it.
    expect(screen.queryByTestId('credit-note')).not.toBeInTheDocument();
    expect(callsTo('/api/credits/request')[0]!.init.method).toBe('POST');

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(callsTo('/api/usage/stats').length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(callsTo('/api/usage/stats').length).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(callsTo('/api/usage/stats').length).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(callsTo('/api/usage/stats').length).toBe(before + 2);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('usage-basic-numbers')).toHaveTextContent('5 / 10'));
    // With credits again, 'you can request credits once they run out' would read as stale: only the count.
    expect(screen.getByTestId('credit-note')).toHaveTextContent(/^1 of 3 top-ups used this month\.$/);
  });

  it("shows the refusal's message, and the spec text when the call fails", async () => {
    mockServer({
      '/api/usage/stats': () => json(stats({ premium_used: 2, premium_remaining: 0 })),
      '/api/usage/history': () => json(historyPage([])),
      '/api/credits/request': () =>
        json({ granted: false, credits_granted: { basic: 0, premium: 0 }, message: '' }),
    });
    const user = renderSignedIn(<DashboardPage />);
    await user.click(await screen.findByRole('button', { name: 'Request Free Credits' }));
    expect(await screen.findByTestId('credit-outcome')).toHaveTextContent(MESSAGES.creditsNotGranted);
  });

  it("says 'Failed to request credits. Please try again.' when the request cannot be sent", async () => {
    mockServer({
      '/api/usage/stats': () => json(stats({ premium_used: 2, premium_remaining: 0 })),
      '/api/usage/history': () => json(historyPage([])),
      '/api/credits/request': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = renderSignedIn(<DashboardPage />);
    await user.click(await screen.findByRole('button', { name: 'Request Free Credits' }));
    expect(await screen.findByTestId('credit-outcome')).toHaveTextContent(MESSAGES.creditsFailed);
  });

  it('is disabled within 3 hours of the last top-up, saying when it is possible again', async () => {
    mockServer({
      '/api/usage/stats': () =>
        json(
          stats({
            basic_remaining: 0,
            credit_request_count: 1,
            last_credit_request_at: new Date().toISOString(),
          }),
        ),
      '/api/usage/history': () => json(historyPage([])),
    });
    renderSignedIn(<DashboardPage />);
    expect(await screen.findByRole('button', { name: 'Request Free Credits' })).toBeDisabled();
    expect(screen.getByTestId('credit-note')).toHaveTextContent(/Next request possible at/);
  });
});
