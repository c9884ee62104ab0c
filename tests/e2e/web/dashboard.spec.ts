import { expectNoSeriousA11yViolations } from './support/axe';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { renderResult } from '../../../server/analysis/render/result';
import { hashPassword } from '../../../server/services/passwords';
import { monthStart } from '../../../server/services/usage';
import { CREDIT_MESSAGES } from '../../../shared/schemas/credits';
import { feedbackFixture } from '../../renderer/analyzeFixture';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDb';
import { startExtraServer, type ExtraServer } from './support/extraServer';

// The dashboard end to end. This file runs its own production server on a database it can seed: a fresh
// database on DATABASE_URL when set, else an in-memory PGlite served over the wire protocol.

const PASSWORD = 'lantern harbor ninety';
const EMAIL = `dash-${Date.now()}@example.com`;
const ESSAY =
  'The summer I turned sixteen, I rebuilt my grandmother’s bicycle in her garage.\n\n' +
  'Every broken spoke taught me patience, and every rusted chain taught me to ask for help. ' +
  'When the wheels finally turned, I understood that repair is a kind of listening.';

// Pages here wait on a production server that also runs the analysis engine; give slow machines time.
const expect = baseExpect.configure({ timeout: 20_000 });

let db: TestDatabase;
let server: ExtraServer;
let userId: string;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  db = await createTestDatabase(4);
  server = await startExtraServer({ DATABASE_URL: db.url, LOG_LEVEL: 'warn' });
  const { rows } = await db.pool.query<{ id: string }>(
    `INSERT INTO users (email, email_normalized, username, full_name, password_hash, email_confirmed_at)
     VALUES ($1, $1, 'dash', 'Dana Ash', $2, now()) RETURNING id`,
    [EMAIL, await hashPassword(PASSWORD)],
  );
  userId = rows[0]!.id;
  // Twelve earlier analyses, one a day, scores 60..82, stored as the analysis API stores them.
  for (let i = 0; i < 12; i++) {
    const feedback = feedbackFixture({ overall_score: 60 + 2 * i, percentage: 60 + 2 * i });
    const { html, markdown } = renderResult(feedback);
    await db.pool.query(
      `INSERT INTO analyses (user_id, essay_title, overall_score, analysis_data, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        userId,
        `Draft ${i + 1}`,
        60 + 2 * i,
        JSON.stringify({ feedback, html, markdown }),
        new Date(Date.now() - (12 - i) * 86_400_000),
      ],
    );
  }
  // Four of five basic reviews used this month.
  await db.pool.query('INSERT INTO usage_months (user_id, month, basic_used) VALUES ($1, $2, 4)', [
    userId,
    monthStart(new Date()),
  ]);
});

test.afterAll(async () => {
  await server?.stop();
  await db?.close();
});

async function signIn(page: Page) {
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel(/^Email/).fill(EMAIL);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/analyze$/);
  await page.goto(`${server.baseURL}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dana Ash' })).toBeVisible();
}

async function downloadText(page: Page, button: string): Promise<{ name: string; path: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), path: (await download.path())! };
}

test('usage, history paging and the analysis viewer with its three downloads', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('plan-chip')).toHaveText('Free Plan');
  await expect(page.getByTestId('usage-basic-numbers')).toHaveText('4 / 5');
  await expect(page.getByTestId('usage-premium-numbers')).toHaveText('0 / 2');
  await expect(page.getByTestId('upgrade-hint')).toBeVisible();
  await expect(page.getByRole('img', { name: /Overall score over time/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('Draft 12');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('history-page')).toHaveText('Page 2 of 2');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Draft 2');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(rows).toHaveCount(10);

  await page.getByRole('button', { name: 'View Feedback for Draft 12' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const overall = dialog.getByRole('button', { name: 'Overall Score' });
  const strengths = dialog.getByRole('button', { name: 'Strengths' });
  await expect(overall).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByTestId('viewer-score')).toHaveText('82');
  await strengths.click();
  await expect(strengths).toHaveAttribute('aria-expanded', 'true');
  await expect(overall).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByTestId('viewer-score')).toBeHidden();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  const md = await downloadText(page, 'Download Markdown');
  expect(md.name).toMatch(/^Draft-12-\d{4}-\d{2}-\d{2}\.md$/);
  expect(await readFile(md.path, 'utf8')).toContain('82');
  const html = await downloadText(page, 'Download HTML');
  expect(html.name).toMatch(/\.html$/);
  expect(await readFile(html.path, 'utf8')).toContain('82');
  const pdf = await downloadText(page, 'Download PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  const parser = new PDFParse({ data: new Uint8Array(await readFile(pdf.path)) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text).toContain('82');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.first().getByRole('cell').nth(4)).toHaveText('3');
});

test('exhausting basic, requesting credits, and a refused second request within 3 hours', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByTestId('usage-basic-numbers')).toHaveText('4 / 5');
  // The last basic review of the month, through the real analysis API.
  const review = await page.request.post(`${server.baseURL}/api/analyze`, {
    headers: { Origin: server.baseURL },
    data: { text: ESSAY, config: { limit_type: 'words' }, format: 'json', enable_llm_enhancement: false },
    timeout: 120_000,
  });
  expect(review.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('usage-basic-numbers')).toHaveText('5 / 5');
  await expect(page.getByTestId('usage-basic-remaining')).toHaveText('0 remaining');
  // On a phone the upgrade hint and the credit box wrap inside the card, nothing cut off at its edge.
  await page.setViewportSize({ width: 360, height: 800 });
  const card = (await page.getByRole('region', { name: 'Your Progress' }).boundingBox())!;
  for (const id of ['upgrade-hint', 'credit-box', 'usage-premium-numbers']) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.x + box.width, id).toBeLessThanOrEqual(card.x + card.width);
  }
  // The score chart's axis labels stay readable on a phone (at least 12 px on screen, not a 640-wide
  // drawing scaled down), and nothing scrolls sideways.
  const labelSizes = () =>
    page
      .getByTestId('score-chart')
      .evaluate((svg) =>
        [...svg.querySelectorAll('text')].map(
          (t) => parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 0),
        ),
      );
  await expect.poll(async () => Math.min(...(await labelSizes()))).toBeGreaterThanOrEqual(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  const request = page.getByRole('button', { name: 'Request Free Credits' });
  await expect(request).toBeEnabled();
  await request.click();
  await expect(page.getByTestId('credit-outcome')).toHaveText('Granted 5 Basic credits.');
  await expect(page.getByTestId('usage-basic-numbers')).toHaveText('5 / 10');
  await expect(page.getByTestId('credit-note')).toContainText('1 of 3 top-ups used');

  // Use the new credits up as well; a second request now is within 3 hours of the first.
  await db.pool.query('UPDATE usage_months SET basic_used = 10 WHERE user_id = $1', [userId]);
  await page.reload();
  await expect(page.getByTestId('usage-basic-numbers')).toHaveText('10 / 10');
  await expect(request).toBeDisabled();
  await expect(page.getByTestId('credit-note')).toContainText('Next request possible at');
  const second = await page.request.post(`${server.baseURL}/api/credits/request`, {
    headers: { Origin: server.baseURL },
  });
  expect(await second.json()).toEqual({
    granted: false,
    credits_granted: { basic: 0, premium: 0 },
    message: CREDIT_MESSAGES.tooSoon,
  });
});

test('sharing feedback from the navigation', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Share Feedback' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('feedback-counter')).toHaveText('0/1000');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog
    .getByRole('textbox', { name: /Your feedback/ })
    .fill('The score chart makes my progress obvious.');
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(dialog.getByTestId('feedback-success')).toHaveText(
    "Thank you for your feedback! We'll review it shortly.",
  );
  await expect(dialog).toBeHidden({ timeout: 5000 });
  const { rows } = await db.pool.query('SELECT feedback_text FROM product_feedback WHERE user_id = $1', [
    userId,
  ]);
  expect(rows.map((r) => r.feedback_text)).toEqual(['The score chart makes my progress obvious.']);
});

test('deleting the account: everything goes, and the user can no longer sign in', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type DELETE to confirm/).fill('DELETE');
  await confirm.click();
  await expect(page).toHaveURL(`${server.baseURL}/`);

  const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM analyses WHERE user_id = $1', [
    userId,
  ]);
  expect(rows[0].n).toBe(0);
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel(/^Email/).fill(EMAIL);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/login$/);
});
