import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';

// Accounts end to end: the production server, Chromium and a real SMTP receiver on loopback.
// The flows span several pages, mails and browser contexts: give them room on a busy machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
const SMTP_HTTP = `http://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? 2526) + 1}`;

interface SunkMail {
  to: string[];
  raw: string;
}

/** The auth link of the newest mail to `to` that the test has not seen yet. */
async function nextLink(to: string, seen: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${SMTP_HTTP}/messages?to=${encodeURIComponent(to)}`)
        ).json()) as SunkMail[];
        if (mails.length <= seen) return '';
        // Quoted-printable soft line breaks ("=\n") and "=3D" for "=" in the raw MIME text.
        const raw = mails[mails.length - 1]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        link = /https?:\/\/[^\s"<]+\/auth-callback#access_token=[\w-]+&type=\w+/.exec(raw)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

async function mailCount(to: string): Promise<number> {
  return ((await (await fetch(`${SMTP_HTTP}/messages?to=${encodeURIComponent(to)}`)).json()) as unknown[])
    .length;
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signedUpUser(browser: Browser, prefix: string, password: string) {
  const email = unique(prefix);
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = await mailCount(email);
  await signUp(page, email, password);
  await page.goto(await nextLink(email, seen));
  await expect(page).toHaveURL(/\/analyze$/);
  return { email, context, page };
}

test('sign up, confirm by e-mail link, land on /analyze signed in, then log out', async ({ page }) => {
  const email = unique('signup');
  await signUp(page, email, 'maple window seventeen');
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const link = await nextLink(email, 0);
  expect(link).toContain('/auth-callback#access_token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/analyze$/);
  await expect(page.getByRole('heading', { level: 1, name: /Your Essay Coach/i })).toBeVisible();
  // The token left the address bar and the signed-in navigation shows.
  expect(page.url()).not.toContain('access_token');
  await expect(page.getByRole('link', { name: 'Review Essay' }).first()).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menu')).toContainText(email);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: reset by e-mail link; old password fails, new works, other sessions end', async ({
  browser,
}) => {
  const { email, context: other } = await signedUpUser(browser, 'reset', 'first secret phrase');
  const otherPage = await other.newPage();
  await otherPage.goto('/dashboard');
  await expect(otherPage.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  const seen = await mailCount(email);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('reset your password');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveCount(0);

  await page.goto(await nextLink(email, seen));
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel(/^New password/).fill('second secret phrase');
  await page.getByLabel(/^Confirm new password/).fill('second secret phrase');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Password reset successful! Please sign in with your new password.'),
  ).toBeVisible();

  await logIn(page, email, 'first secret phrase');
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await logIn(page, email, 'second secret phrase');
  await expect(page).toHaveURL(/\/analyze$/);

  // The context that was signed in before the reset is signed out now.
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
  await context.close();
});

test('a protected page visited signed out returns there after login', async ({ browser }) => {
  const { email, context, page: first } = await signedUpUser(browser, 'return', 'river stone eleven');
  // The session cookie rolls: a response to the first tab still in flight would set it again after
  // clearCookies(), so that tab closes first.
  await first.close();
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'river stone eleven');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  // Guest-only pages send a signed-in user on to /analyze.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/analyze$/);
  await context.close();
});

test('a link opened in another browser asks for the sign-up password (keyboard, both themes, 360 px)', async ({
  page,
  browser,
}) => {
  const email = unique('elsewhere');
  await signUp(page, email, 'copper kettle morning');
  const link = await nextLink(email, 0);

  // The student's phone: no cookie from the sign-up, so the link alone must not sign anyone in.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const other = await phone.newPage();
  await other.goto(link);
  await expect(other.getByText(/enter the password you chose when you signed up/)).toBeVisible();
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const colorScheme of ['light', 'dark'] as const) {
    await other.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page: other }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${colorScheme} ${v.id}`)).toEqual([]);
  }
  await other.getByLabel(/^Password/).fill('not my password');
  await other.keyboard.press('Enter');
  await expect(other.getByRole('alert')).toContainText('not the password you chose');
  await other.getByLabel(/^Password/).fill('copper kettle morning');
  await other.keyboard.press('Enter');
  await expect(other).toHaveURL(/\/analyze$/);
  await expect(other.getByRole('heading', { level: 1, name: /Your Essay Coach/i })).toBeVisible();
  await phone.close();
});

test('a bad link shows the error and goes to /login', async ({ page }) => {
  await page.goto('/auth-callback#access_token=not-a-real-token&type=signup');
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await page.goto('/auth-callback');
  await expect(page.getByRole('alert')).toContainText(
    'No authentication token found. Redirecting to login...',
  );
});

for (const path of ['/login', '/signup', '/forgot-password', '/reset-password']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
