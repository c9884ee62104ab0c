import { expect, test } from '@playwright/test';

const THEME_KEY = 'essay-coach-theme-mode';

// Public pages are pre-rendered at build time (scripts/prerender.ts): they paint from HTML and CSS with
// no script of the app, in the student's theme, and the app then takes them over without redrawing.

test('a public page paints with none of the app’s scripts, in the theme the student chose', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Simple plans for every applicant/);
  await expect(
    page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  // The system's light mode, set before paint by the page's inline script (allowed by the CSP).
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // A saved choice wins over the system's.
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome Back/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test('the app takes a pre-rendered page over without errors, and its controls work', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // The sign-in check's 401 is expected for a visitor.
    if (msg.type() === 'error' && !/status of 401/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  // In a later year than the build's, the footer's year is the one difference from the built page.
  await page.clock.setFixedTime(new Date(new Date().getFullYear() + 1, 0, 2));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/sound like you/);
  const toggle = page.getByTestId('theme-toggle');
  const before = await page.locator('html').getAttribute('data-theme');
  // Only a hydrated toggle switches the theme; retry until the app has taken over.
  await expect(async () => {
    await toggle.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Simple plans for every applicant/);
  expect(errors).toEqual([]);
});

test('a form filled in and sent before the app has started keeps its text and is sent', async ({ page }) => {
  // The app's script is held back until the form is filled in, as on a slow connection where the page
  // paints (and can be typed into) long before its script arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/signup', { waitUntil: 'commit' });
  const email = `early-${Date.now()}@example.com`;
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('harbor lantern pickles 7');
  await page.getByLabel(/^Confirm password/).fill('harbor lantern pickles 7');
  // Sent before the app has started: held, not lost to a page load, and sent once the app is up.
  await page.getByRole('button', { name: 'Create Account' }).click();
  release();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});
