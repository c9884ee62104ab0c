import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// A student signed up through the API and confirmed by the e-mailed link (a real SMTP receiver), as a
// student would be; the callback lands on /analyze.

const SMTP_HTTP = `http://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? 2526) + 1}`;

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A new browser context with a confirmed, signed-in user on /analyze. */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  prefix: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  const email = unique(prefix);
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, password: `radio-static-${Math.floor(Math.random() * 1e9)}` },
    headers: { origin: baseURL },
  });
  expect(signup.ok()).toBe(true);
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${SMTP_HTTP}/messages?to=${encodeURIComponent(email)}`)
        ).json()) as Array<{
          raw: string;
        }>;
        const raw = (mails[0]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
        link = /https?:\/\/[^\s"<]+\/auth-callback#access_token=[\w-]+&type=\w+/.exec(raw)?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await page.goto(link);
  // The callback page confirms, then loads /analyze afresh (spec section 4).
  await expect(page).toHaveURL(/\/analyze$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your Essay Coach' })).toBeVisible({
    timeout: 30_000,
  });
  return { context, page };
}
