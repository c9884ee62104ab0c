import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockConfigApi, mockSystemColorScheme } from './support/browser';
import { renderApp } from './support/renderApp';

vi.setConfig({ testTimeout: 30_000 });
const LOAD = { timeout: 15_000 };

beforeEach(() => {
  localStorage.clear();
  mockSystemColorScheme('light');
  mockConfigApi(false);
});
afterEach(() => vi.unstubAllGlobals());

const PAGES: [path: string, heading: RegExp, withNav: boolean][] = [
  ['/', /sound like you/, true],
  ['/features', /Everything you need to polish/, true],
  ['/pricing', /Simple plans/, true],
  ['/about', /Good feedback/, true],
  ['/help', /How Essay Coach works/, true],
  ['/contact', /Talk to us about Premium/, true],
  ['/privacy', /Privacy Policy/, false],
  ['/terms', /Terms of Service/, false],
  ['/no-such-page', /Page not found/, true],
];

describe('route table and layouts', () => {
  it.each(PAGES)('%s renders its one h1, with the shared navigation: %s', async (path, heading, withNav) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LOAD)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    const nav = screen.queryByRole('navigation', { name: 'Main' });
    if (!withNav) {
      expect(nav).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      return;
    }
    const links = within(nav!)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Help', '/help'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ]);
    expect(screen.getByRole('link', { name: 'Essay Coach home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /Switch to (light|dark) mode/ })).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/features',
      '/pricing',
      '/about',
      '/help',
      '/privacy',
      '/terms',
    ]);
  });

  it('landing calls to action lead to /analyze, /help and /signup', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Start for Free' }, LOAD)).toHaveAttribute(
      'href',
      '/analyze',
    );
    expect(screen.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', '/signup');
    const cards = await screen.findAllByRole('article', {}, LOAD);
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(within(card).getByRole('link')).toHaveAttribute('href', '/signup');
  });

  it('features page offers /analyze and /pricing', async () => {
    renderApp('/features');
    await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Grammar and style',
        'Authenticity scoring',
        'Deep analysis',
        'Quick wins',
        'PDF export',
        'Usage dashboard',
      ]),
    );
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/analyze');
    expect(hrefs).toContain('/pricing');
  });
});
