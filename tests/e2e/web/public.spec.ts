import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getPlans } from '../../../shared/plans';
import { startExtraServer } from './support/extraServer';

const THEME_KEY = 'essay-coach-theme-mode';

// Every public route, its h1 and whether it carries the shared navigation.
const PUBLIC_PAGES: { path: string; h1: RegExp; nav: boolean }[] = [
  { path: '/', h1: /sound like you/, nav: true },
  { path: '/features', h1: /Everything you need to polish/, nav: true },
  { path: '/pricing', h1: /Simple plans for every applicant/, nav: true },
  { path: '/about', h1: /Good feedback should not depend/, nav: true },
  { path: '/help', h1: /How Essay Coach works/, nav: true },
  { path: '/contact', h1: /Talk to us about Premium/, nav: true },
  { path: '/privacy', h1: /Privacy Policy/, nav: false },
  { path: '/terms', h1: /Terms of Service/, nav: false },
  { path: '/this-page-does-not-exist', h1: /Page not found/, nav: true },
];

async function openPage(page: Page, path: string, h1: RegExp) {
  await page.goto(path);
  // Generous: pages are loaded lazily and the machine running the suite may be busy.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1, { timeout: 15_000 });
  // Plan numbers appear once /api/config has answered.
  await expect(page.getByLabel(/Loading plan/)).toHaveCount(0, { timeout: 15_000 });
}

test.describe('public pages', () => {
  for (const { path, h1, nav } of PUBLIC_PAGES) {
    test(`${path} renders by deep link${nav ? ' with' : ' without'} the shared navigation`, async ({
      page,
    }) => {
      await openPage(page, path, h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toBeVisible();
      const mainNav = page.getByRole('navigation', { name: 'Main', exact: true });
      if (nav) {
        for (const name of ['Features', 'Pricing', 'About', 'Help', 'Login', 'Sign Up']) {
          await expect(mainNav.getByRole('link', { name, exact: true })).toBeVisible();
        }
        await expect(page.getByRole('contentinfo')).toBeVisible();
      } else {
        await expect(mainNav).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      }
    });
  }

  test('the landing calls to action lead where the spec says', async ({ page }) => {
    await openPage(page, '/', /sound like you/);
    await page.getByRole('link', { name: 'See How It Works' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Start for Free' })).toHaveAttribute('href', '/analyze');
    await page.getByRole('link', { name: 'Create Free Account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the showcase advances by itself after 4 s and on click', async ({ page }) => {
    await openPage(page, '/', /sound like you/);
    const showcase = page.getByTestId('showcase');
    const selected = showcase.locator('[role="tab"][aria-selected="true"]');
    await expect(selected).toHaveText('Grammar & Structure');
    await expect(selected).toHaveText('Style & Clarity', { timeout: 8_000 });
    await expect(showcase.getByRole('tabpanel').getByRole('heading')).toHaveText('Style & Clarity');
    await showcase.getByRole('tab', { name: 'Content & Flow' }).click();
    await expect(selected).toHaveText('Content & Flow');
    await expect(showcase.getByRole('tabpanel').getByRole('heading')).toHaveText('Content & Flow');
  });

  test('the pricing toggle switches between monthly and annual prices', async ({ page }) => {
    await openPage(page, '/pricing', /Simple plans/);
    await expect(page.getByTestId('price-pro')).toHaveText('$19/month');
    await expect(page.getByTestId('price-premium')).toHaveText('$49/month');
    await page.getByRole('button', { name: /Annual/ }).click();
    await expect(page.getByTestId('price-pro')).toHaveText('$15/month');
    await expect(page.getByTestId('price-premium')).toHaveText('$39/month');
    await expect(page.getByTestId('saving-pro')).toHaveText('Save $48/year');
    await expect(page.getByTestId('saving-premium')).toHaveText('Save $120/year');
    await page.getByRole('button', { name: 'Monthly' }).click();
    await expect(page.getByTestId('price-pro')).toHaveText('$19/month');
  });

  test('the theme choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page, '/about', /Good feedback/);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
  });

  test('below the md breakpoint the navigation folds into a menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openPage(page, '/', /sound like you/);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the keyboard reaches every navigation link and the theme toggle', async ({ page }) => {
    await openPage(page, '/pricing', /Simple plans/);
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
        }),
      );
    }
    expect(reached[0]).toBe('Skip to main content');
    for (const name of ['Essay Coach home', 'Features', 'Pricing', 'About', 'Help', 'Login', 'Sign Up']) {
      expect(reached).toContain(name);
    }
    expect(reached.some((name) => /Switch to (light|dark) mode/.test(name))).toBe(true);
    // The toggle works from the keyboard too.
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByRole('button', { name: /Switch to/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  });
});

/** The free limits as each page shows them: landing cards, pricing cards + table, help sentence. */
async function shownFreeLimits(page: Page, baseURL: string) {
  const seen: Record<string, string[]> = {};
  const add = (where: string, text: string) => (seen[where] ??= []).push(text.trim());

  await openPage(page, `${baseURL}/`, /sound like you/);
  const landingFree = page.locator('[data-plan="free"]');
  add('landing', (await landingFree.getByText(/Basic essays per month/).textContent()) ?? '');
  add('landing', (await landingFree.getByText(/Premium essays per month/).textContent()) ?? '');

  await openPage(page, `${baseURL}/pricing`, /Simple plans/);
  const pricingFree = page.locator('[data-plan="free"]');
  add('pricing', (await pricingFree.getByText(/Basic essays per month/).textContent()) ?? '');
  add('pricing', (await pricingFree.getByText(/Premium essays per month/).textContent()) ?? '');
  const table = page.getByTestId('plan-comparison');
  add(
    'table',
    `${await table.locator('[data-plan-limit="free-basic"]').textContent()} Basic essays per month`,
  );
  add(
    'table',
    `${await table.locator('[data-plan-limit="free-premium"]').textContent()} Premium essays per month`,
  );

  await openPage(page, `${baseURL}/help`, /How Essay Coach works/);
  const quota = page.getByTestId('help-quota');
  add(
    'help',
    `${await quota.locator('[data-plan-limit="free-basic"]').textContent()} Basic essays per month`,
  );
  add(
    'help',
    `${await quota.locator('[data-plan-limit="free-premium"]').textContent()} Premium essays per month`,
  );
  return seen;
}

test('plan numbers on landing, pricing and help agree and follow the season switch', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const defaultSeason = (
    (await (await page.request.get('/api/config')).json()) as { application_season: boolean }
  ).application_season;
  const season = await startExtraServer({ APPLICATION_SEASON: String(!defaultSeason) });
  try {
    for (const [url, isSeason] of [
      [baseURL!, defaultSeason],
      [season.baseURL, !defaultSeason],
    ] as const) {
      const { free } = getPlans(isSeason);
      const expected = [
        `${free.limits.basic} Basic essays per month`,
        `${free.limits.premium} Premium essays per month`,
      ];
      const shown = await shownFreeLimits(page, url);
      expect(shown, `plan numbers at ${url} (season ${isSeason})`).toEqual({
        landing: expected,
        pricing: expected,
        table: expected,
        help: expected,
      });
    }
    // The season switch must change something visible, or this test would prove nothing.
    expect(getPlans(true).free.limits).not.toEqual(getPlans(false).free.limits);
  } finally {
    await season.stop();
  }
});

test.describe('accessibility', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const { path, h1 } of PUBLIC_PAGES) {
      test(`${path} has no serious or critical axe violations in ${mode} mode`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [THEME_KEY, mode]);
        await openPage(page, path, h1);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({
            id: v.id,
            help: v.help,
            targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
          }));
        expect(serious).toEqual([]);
      });
    }
  }
});
