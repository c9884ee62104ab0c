import { MESSAGES } from '../../../shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';

// Premium Feedback in the browser. playwright.config.ts starts two production servers: the default one
// without a language model, and one (E2E_PREMIUM_PORT) pointed at the scripted OpenAI-compatible
// server (tests/helpers/fakeOpenAI.ts), which answers with a review grounded in the submitted essay.

const PREMIUM_PORT = Number(process.env.E2E_PREMIUM_PORT ?? 4175);
const SMTP_HTTP = Number(process.env.E2E_SMTP_PORT ?? 2526) + 1;

const ESSAY = [
  'The summer I turned sixteen, my grandmother taught me to make dumplings at her kitchen table.',
  'Her hands moved faster than I could follow, folding each wrapper into twelve perfect pleats.',
  'Mine looked like crumpled paper, and she laughed for the first time since my grandfather died.',
  'I realized that cooking was her way of remembering him. Every Sunday after that, I came back.',
].join('\n');

/** Signs up through the API, confirms through the e-mail link, and leaves the page signed in. */
async function signIn(page: Page, origin: string): Promise<void> {
  const email = `premium-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = `Dumpling-pleats-${Math.floor(Math.random() * 1e9)}!`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, password },
    headers: { origin },
  });
  expect(signup.status()).toBe(200);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `http://127.0.0.1:${SMTP_HTTP}/messages?to=${encodeURIComponent(email)}`,
        );
        const mails = (await res.json()) as Array<{ raw: string }>;
        // The raw MIME message, quoted-printable: undo soft line breaks and '=3D' before reading the link.
        const raw = (mails[0]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
        token = /access_token=([^&\s"<]+)/.exec(raw)?.[1];
        return token;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const confirmed = await page.request.get(`/api/auth/callback?access_token=${token}&type=signup`, {
    headers: { origin },
  });
  expect(confirmed.status()).toBe(200);
}

test('without a language model the Premium switch is disabled and explains why', async ({
  page,
  baseURL,
}) => {
  const config = await (await page.request.get('/api/config')).json();
  expect(config.premium_available).toBe(false);
  await signIn(page, new URL(baseURL!).origin);
  await page.goto('/analyze');

  await expect(page.getByRole('switch', { name: 'Premium Feedback' })).toBeDisabled();
  // Said in the student's words, not the server's reason (which speaks to the operator).
  await expect(page.getByText(MESSAGES.premiumUnavailable)).toBeVisible();
});

test.describe('with a language model configured', () => {
  test.use({ baseURL: `http://localhost:${PREMIUM_PORT}` });

  test('a premium review shows the model findings with their severities', async ({ page, baseURL }) => {
    // Sign-up, a full review through the model and an axe scan: more than the default minute on a busy machine.
    test.slow();
    const config = await (await page.request.get('/api/config')).json();
    expect(config.premium_available).toBe(true);
    await signIn(page, new URL(baseURL!).origin);
    await page.goto('/analyze');

    await page.getByRole('textbox', { name: 'Essay text' }).fill(ESSAY);
    const premium = page.getByRole('switch', { name: 'Premium Feedback' });
    await expect(premium).toBeEnabled();
    await premium.check();
    await page.getByRole('button', { name: 'Review My Essay' }).click();

    // The scripted model's red flag is a warning, its deeper analysis is info (spec section 3).
    const redFlag = page.locator('[data-intent="warning"]', {
      hasText: 'Generic phrasing could read as formulaic.',
    });
    await expect(redFlag).toBeVisible({ timeout: 45_000 });
    await expect(redFlag).toContainText('line 1');
    await expect(
      page.locator('[data-intent="info"]', { hasText: 'Sentence lengths vary naturally.' }),
    ).toBeVisible();
    // A personalised card quotes the essay itself; as the one high-priority item it is the biggest fix.
    const card = page
      .getByRole('region', { name: 'Start here: your biggest fix' })
      .getByRole('group')
      .filter({ has: page.getByRole('heading', { name: 'The central moment is told, not shown.' }) });
    await expect(card).toBeVisible();
    await expect(card.locator('blockquote')).toHaveText(ESSAY.split('\n')[1]!);

    await expectNoSeriousA11yViolations(page);
  });
});
