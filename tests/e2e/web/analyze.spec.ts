import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MESSAGES } from '../../../shared/messages';
import { docFixture, docxFixture, pdfFixture, txtFixture } from '../../helpers/fixtures';
import { withPastedParagraphs } from '../../server/analysis/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { editableEssay, essayBox } from './support/essay';
import { signedIn } from './support/signedIn';

// The Review Essay screen end to end: the production server (built SPA + API), Chromium, a real SMTP
// receiver for the sign-up link. Each user is signed up through the API and confirmed by the e-mailed
// link, as a student would be.

const XSS = '<img src=x onerror=alert(1)>';

const ESSAY = [
  'The first time I fixed my neighbor’s radio, I was eleven and had no idea what I was doing.',
  'I unscrewed the back, found a wire that had come loose, and pressed it back with a bit of tape.',
  'When the static turned into a baseball game, Mr. Okafor laughed so hard he had to sit down.',
  'Since then I have recieve dozens of broken things from people on our street: toasters, lamps, a keyboard with teh space bar missing.',
  'Each one taught me to slow down, to look before I touch, and to ask what the owner actually needs.',
  'I want to study electrical engineering because repairing things made me curious about how they were designed in the first place.',
].join('\n\n');

const reviewButton = (page: Page) => page.getByRole('button', { name: 'Review My Essay' });

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function reviewAndWait(page: Page) {
  await reviewButton(page).click();
  // The server's first review warms the engine up: slow on a busy machine.
  await expect(page.getByTestId('results-panel')).toBeVisible({ timeout: 120_000 });
}

async function download(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Results' }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test.describe('Review Essay', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    ({ context, page } = await signedIn(browser, baseURL!, 'analyze'));
  });
  test.afterAll(async () => context?.close());

  test('idle screen: details, getting started, validation hints; passes axe', async () => {
    await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByText(MESSAGES.emptyEssay)).toBeVisible();
    await expect(reviewButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download Results' })).toBeDisabled();
    await expect(page.getByRole('spinbutton', { name: /Word limit/ })).toHaveValue('650');
    await expect(page.getByRole('radio', { name: 'Words' })).toBeChecked();
    await page.getByRole('textbox', { name: /Essay prompt/ }).fill('Tell us about something you fixed.');
    await expect(page.getByText('34/1000')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('review: five stages complete, results, formats and downloads', async () => {
    await essayBox(page).fill(ESSAY);
    await expect(page.getByTestId('length-chip')).toHaveText(/\d+ words below target/);
    await reviewAndWait(page);

    const stages = page.getByRole('list', { name: 'Review stages' }).getByRole('listitem');
    await expect(stages).toHaveText([
      /Starting analysis/,
      /Running quality checks/,
      /Processing results/,
      /Personalizing suggestions/,
      /Finalizing/,
    ]);
    // A basic review: Personalizing suggestions (llm_enhancement) is not run, so it reads skipped, not done.
    for (const stage of await stages.all()) {
      const skipped = (await stage.getAttribute('data-stage')) === 'llm_enhancement';
      await expect(stage).toHaveAttribute('data-state', skipped ? 'skipped' : 'done');
    }

    await expect(page.getByTestId('overall-score')).toHaveText(/^\d{1,3}$/);
    for (const title of ['Start here: your biggest fix', 'AI detection', 'How this was measured']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    // The score's workings open on demand.
    await page.getByRole('button', { name: 'Show the details' }).click();
    for (const title of ['How your score was calculated', 'Section scores']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('meter').first()).toBeVisible();
    await expect(page.getByText(/^(Low Risk|Medium Risk|High Risk|Not enough text)$/)).toBeVisible();

    // A misspelling is highlighted; applying its fix edits the essay.
    const highlighted = page.getByTestId('annotated-essay');
    await highlighted.getByRole('button', { name: 'recieve' }).click();
    // The card under the highlighted words (the same fix is also offered among the quick wins).
    await page.getByTestId('finding-details').getByRole('button', { name: 'Change to “receive”' }).click();
    await expect(highlighted).toContainText('I have receive dozens');
    await expect(page.getByText(/You have changed the essay since this review/)).toBeVisible();

    // JSON is the stored result; HTML and Markdown are converted.
    await expect(page.getByTestId('format-preview')).toContainText('"overall_score"');
    const json = await download(page);
    expect(json.name).toMatch(/^essay-analysis-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(json.text)).toHaveProperty('overall_score');

    await page.getByRole('radio', { name: 'HTML' }).check();
    const frame = page.locator('iframe[title="HTML export preview"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.contentFrame().locator('body')).toContainText(/\d/);
    const html = await download(page);
    expect(html.name).toMatch(/^essay-analysis-\d{4}-\d{2}-\d{2}\.html$/);
    expect(html.text).toMatch(/<html/i);
    expect(html.text).toContain('radio');

    await page.getByRole('radio', { name: 'Markdown' }).check();
    await expect(page.getByTestId('format-preview')).toContainText('#');
    const markdown = await download(page);
    expect(markdown.name).toMatch(/^essay-analysis-\d{4}-\d{2}-\d{2}\.md$/);
    expect(markdown.text).toMatch(/^#/m);
    // The three downloads count in the dashboard's Exports figure, as the dashboard's own exports do.
    await expect
      .poll(async () => {
        const history = await (await page.request.get('/api/usage/history')).json();
        return (history as { records: { export_count: number }[] }).records[0]?.export_count;
      })
      .toBe(3);

    await expectNoSeriousAxeViolations(page);
  });

  test('uploads .txt, .docx, .doc and .pdf files and drops a file onto the editor', async () => {
    // The previous review left the highlighted essay showing; the upload goes into the text box.
    await editableEssay(page);
    const paragraphs = ['Rebuilding the bicycle took all summer.', 'Every spoke taught me patience.'];
    const input = page.getByTestId('essay-file-input');
    const files = [
      { name: 'essay.txt', mimeType: 'text/plain', buffer: txtFixture(paragraphs) },
      {
        name: 'essay.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: await docxFixture(paragraphs),
      },
      { name: 'essay.doc', mimeType: 'application/msword', buffer: docFixture(paragraphs) },
      { name: 'essay.pdf', mimeType: 'application/pdf', buffer: pdfFixture(paragraphs) },
    ];
    for (const file of files) {
      await essayBox(page).fill('');
      await input.setInputFiles(file);
      await expect(essayBox(page)).toHaveValue(
        /Rebuilding the bicycle took all summer\.[\s\S]*Every spoke taught me patience\./,
      );
      await expect(page.getByText(`Loaded ${file.name}`)).toBeVisible();
    }

    await essayBox(page).fill('');
    const dataTransfer = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['A dropped essay about radios.'], 'dropped.txt', { type: 'text/plain' }));
      return dt;
    });
    await page.getByTestId('essay-drop-zone').dispatchEvent('dragover', { dataTransfer });
    await page.getByTestId('essay-drop-zone').dispatchEvent('drop', { dataTransfer });
    await expect(essayBox(page)).toHaveValue('A dropped essay about radios.');

    // Anywhere on the page works too (the desktop app's window-wide drop, same upload path in a browser).
    const elsewhere = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['Dropped on the heading.'], 'heading.txt', { type: 'text/plain' }));
      return dt;
    });
    await page.locator('h1').dispatchEvent('dragover', { dataTransfer: elsewhere });
    await page.locator('h1').dispatchEvent('drop', { dataTransfer: elsewhere });
    await expect(essayBox(page)).toHaveValue('Dropped on the heading.');

    // A file the server cannot read: its detail is shown.
    await input.setInputFiles({
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\nnot really'),
    });
    await expect(page.getByRole('alert')).not.toHaveText('');
  });

  test('a stream cut mid-way says the connection ended', async () => {
    await page.route('**/api/analyze/stream', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body:
          'data: {"stage":"starting","progress":0,"detail":"Starting analysis"}\n\n' +
          ': heartbeat\n\n' +
          'data: {"stage":"analyzers","progress":15,"detail":"Running quality checks"}\n\n' +
          'data: {"stage":"processing","progr',
      }),
    );
    try {
      await essayBox(page).fill(ESSAY);
      await reviewButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.connectionEnded })).toHaveText(
        MESSAGES.connectionEnded,
      );
      await expect(reviewButton(page)).toBeEnabled();
    } finally {
      await page.unroute('**/api/analyze/stream');
    }
  });

  test('an essay with markup is shown as text everywhere, including the HTML export', async () => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    // First, and around words a spell checker flags, so the export quotes it in a finding's snippet.
    await essayBox(page).fill(`I once typed ${XSS} into a search box to see what would happen.\n\n${ESSAY}`);
    await reviewAndWait(page);
    await expect(page.getByTestId('annotated-essay')).toContainText(XSS);
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    await page.getByRole('radio', { name: 'HTML' }).check();
    await expect(
      page.locator('iframe[title="HTML export preview"]').contentFrame().locator('body'),
    ).toContainText(XSS);
    const html = await download(page);
    expect(html.text).not.toContain(XSS);
    // Escaped as a named or numeric entity: either way the browser shows the markup as text.
    expect(html.text).toMatch(/(&lt;|&#60;)img src=x onerror=alert\(1\)(&gt;|&#62;)/);
    expect(dialogs).toBe(0);
  });

  test('keyboard only: write, review, open a highlight and apply its fix', async () => {
    await page.goto('/analyze');
    await essayBox(page).fill('');
    // Tab from the top of the page to the essay text area.
    for (let i = 0; i < 40 && !(await essayBox(page).evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(essayBox(page)).toBeFocused();
    await page.keyboard.insertText(ESSAY);
    for (
      let i = 0;
      i < 10 && !(await reviewButton(page).evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(reviewButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    // The server's first review warms the engine up: slow on a busy machine.
    await expect(page.getByTestId('results-panel')).toBeVisible({ timeout: 120_000 });

    // Focus is on the score; the essay with its highlights is just before it (one tab stop).
    await expect(page.getByTestId('score-summary')).toBeFocused();
    const marks = page.getByTestId('annotated-essay').locator('mark');
    const first = marks.first();
    for (let i = 0; i < 30 && !(await first.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(first).toBeFocused();
    let found = false;
    for (let i = 0; i < 30 && !found; i++) {
      found = (await page.evaluate(() => document.activeElement?.textContent)) === 'recieve';
      if (!found) await page.keyboard.press('ArrowRight');
    }
    expect(found).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('finding-details')).toBeVisible();
    await page.keyboard.press('Tab');
    let onFix = false;
    for (let i = 0; i < 10 && !onFix; i++) {
      onFix = (await page.evaluate(() => document.activeElement?.textContent ?? '')).startsWith('Change to');
      if (!onFix) await page.keyboard.press('Tab');
    }
    expect(onFix).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('annotated-essay')).not.toContainText('recieve');
  });
});

test('over quota: the server refuses with 403, and Review My Essay is off and says why', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL!, 'quota');
  try {
    // Use up the month's basic reviews through the API (each analysis is one unit).
    let status = 200;
    for (let i = 0; i < 30 && status !== 403; i++) {
      const res = await page.request.post('/api/analyze', {
        data: {
          text: `Review number ${i}. ${ESSAY}`,
          config: { word_limit: 650 },
          enable_llm_enhancement: false,
        },
        headers: { origin: baseURL! },
      });
      status = res.status();
      expect([200, 403]).toContain(status);
    }
    expect(status).toBe(403);

    // The screen knows before the student presses anything: no review that can only fail.
    await page.reload();
    await essayBox(page).fill(ESSAY);
    await expect(page.getByText(MESSAGES.quotaExhausted)).toBeVisible();
    await expect(reviewButton(page)).toBeDisabled();
  } finally {
    await context.close();
  }
});

test('AI detection: the passage map shows pasted generic paragraphs; a short text is not judged', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL!, 'ai-passages');
  try {
    const { text } = withPastedParagraphs();
    await essayBox(page).fill(text);
    await reviewAndWait(page);
    const panel = page.getByTestId('ai-detection');
    await expect(page.getByRole('heading', { name: 'AI detection', exact: true })).toBeVisible();
    await expect(panel.getByText(/^In tests, .* land at this level\.$/)).toBeVisible();
    const map = panel.getByRole('list', { name: 'Passages of your essay' }).getByRole('listitem');
    await expect(map).toHaveCount(4);
    await expect(map.nth(1)).toContainText('Passage 2: reads machine-like');
    await expect(map.nth(0)).toContainText('Passage 1: not marked');
    // The same passage is highlighted in the essay, as a kind of its own (split where other
    // findings sit inside it).
    const passageMarks = page.getByTestId('annotated-essay').locator('mark[data-kind="machine-like"]');
    await expect(passageMarks.first()).toBeVisible();
    expect((await passageMarks.allTextContents()).join('')).toContain('rapidly evolving world');
    await expectNoSeriousA11yViolations(page, '[data-testid="ai-detection"]');

    // The dashboard viewer and its Markdown download show the same level and passage map.
    const level = await panel.getAttribute('data-level');
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /^View Feedback for/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'AI detection' }).click();
    const viewer = dialog.getByTestId('ai-detection');
    await expect(viewer).toHaveAttribute('data-level', level!);
    const viewerMap = viewer.getByRole('list', { name: 'Passages of your essay' }).getByRole('listitem');
    await expect(viewerMap).toHaveCount(4);
    await expect(viewerMap.nth(1)).toContainText('Passage 2: reads machine-like');
    const [md] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Markdown' }).click(),
    ]);
    const exported = await readFile((await md.path())!, 'utf8');
    expect(exported).toContain('2 of 4 passages read machine-like');
    expect(exported).toMatch(/- Passage 2: "In today/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto('/analyze');

    await (await editableEssay(page)).fill(text.split(/\s+/).slice(0, 90).join(' '));
    await reviewAndWait(page);
    await expect(panel).toHaveAttribute('data-level', 'unknown');
    await expect(panel.getByText('Not enough text to judge', { exact: true })).toBeVisible();
    await expect(panel.getByRole('meter')).toHaveCount(0);
    await expect(panel).not.toContainText('/100');
  } finally {
    await context.close();
  }
});
