import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPlans } from '../../shared/plans';
import { mockConfigApi, mockSystemColorScheme } from './support/browser';
import { renderApp } from './support/renderApp';

// The first render imports the whole app; on a busy machine that exceeds vitest's 5 s default.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  localStorage.clear();
  mockSystemColorScheme('light');
});
afterEach(() => vi.unstubAllGlobals());

// Pages load lazily; the first import of a page can take a while in jsdom.
const LOAD = { timeout: 15_000 };

const limitTexts = (key: string) =>
  [...document.querySelectorAll(`[data-plan-limit="${key}"]`)].map((el) => el.textContent);

describe('pricing page', () => {
  it('switches the displayed prices between monthly and annual billing', async () => {
    mockConfigApi(false);
    renderApp('/pricing');
    const pro = await screen.findByTestId('price-pro', {}, LOAD);
    expect(pro).toHaveTextContent('$19/month');
    expect(screen.getByTestId('price-premium')).toHaveTextContent('$49/month');
    expect(screen.queryByText('Save $48/year')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Annual (save 20%)' }));
    expect(screen.getByRole('button', { name: 'Annual (save 20%)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('price-pro')).toHaveTextContent('$15/month');
    expect(screen.getByTestId('price-premium')).toHaveTextContent('$39/month');
    expect(screen.getByTestId('saving-pro')).toHaveTextContent('Save $48/year');
    expect(screen.getByTestId('saving-premium')).toHaveTextContent('Save $120/year');
    expect(screen.getByTestId('price-free')).toHaveTextContent('$0forever');

    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(screen.getByTestId('price-pro')).toHaveTextContent('$19/month');
  });

  it('leads free to /signup, shows pro as Coming Soon and premium to /contact', async () => {
    mockConfigApi(false);
    renderApp('/pricing');
    const free = (await screen.findAllByRole('article', {}, LOAD)).find((a) => a.dataset.plan === 'free')!;
    expect(within(free).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    const pro = screen.getAllByRole('article').find((a) => a.dataset.plan === 'pro')!;
    expect(within(pro).getByRole('link', { name: 'Coming Soon' })).toHaveAttribute('href', '/signup');
    expect(within(pro).getByText(/not on sale yet/)).toBeInTheDocument();
    const premium = screen.getAllByRole('article').find((a) => a.dataset.plan === 'premium')!;
    expect(within(premium).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it.each([false, true])('renders the cards and the table from getPlans (season %s)', async (season) => {
    mockConfigApi(season);
    const plans = getPlans(season);
    renderApp('/pricing');
    const table = await screen.findByTestId('plan-comparison', {}, LOAD);
    const freeCard = screen.getAllByRole('article').find((a) => a.dataset.plan === 'free')!;
    for (const feature of plans.free.features)
      expect(within(freeCard).getByText(feature)).toBeInTheDocument();
    expect(limitTexts('free-basic')).toContain(String(plans.free.limits.basic));
    expect(limitTexts('free-premium')).toContain(String(plans.free.limits.premium));
    expect(within(table).getAllByText('∞')).toHaveLength(2); // premium: basic and premium unlimited
    for (const key of ['free-basic', 'free-premium', 'pro-basic', 'pro-premium']) {
      expect(new Set(limitTexts(key)).size).toBe(1); // banner, table: never two numbers for one limit
    }
    expect(screen.queryByTestId('season-banner') !== null).toBe(season);
  });
});

describe('landing and help use the same plan numbers', () => {
  it.each([false, true])('season %s', async (season) => {
    mockConfigApi(season);
    const { free } = getPlans(season);
    const landing = renderApp('/');
    await screen.findByText(`${free.limits.basic} Basic essays per month`, {}, LOAD);
    expect(screen.getByText(`${free.limits.premium} Premium essays per month`)).toBeInTheDocument();
    landing.unmount();

    renderApp('/help');
    const quota = await screen.findByTestId('help-quota', {}, LOAD);
    expect(quota).toHaveTextContent(
      `the Free plan includes ${free.limits.basic} Basic and ${free.limits.premium} Premium reviews each month`,
    );
    expect(quota).toHaveTextContent('Pro includes 50 Basic and 20 Premium reviews');
    expect(quota).toHaveTextContent('Premium includes unlimited reviews (∞)');
  });

  it('shows the regular plans when /config fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const { resetPublicConfigCache } = await import('../../renderer/src/api/config');
    resetPublicConfigCache();
    renderApp('/help');
    await waitFor(
      () => expect(screen.getByTestId('help-quota')).toHaveTextContent('5 Basic and 2 Premium'),
      LOAD,
    );
  });
});
