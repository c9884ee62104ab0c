import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DOCX_TITLE, essayDocx, printEssayPdf } from '../../helpers/printedEssay';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signedIn } from './support/signedIn';

// The review workspace as a student uses it, in Chromium against the production server: progress in
// view, focus on the score, fixes applied in the visible essay and undone, a quick win applied; files
// printed to PDF and saved as .docx loaded intact; every route at phone width, axe in both themes.

const PARAGRAPHS = [
  'The first time I fixed my neighbor’s radio, I was eleven and had no idea what I was doing. I unscrewed the back, found a wire that had come loose, and pressed it back with a bit of tape.',
  'When the static turned into a baseball game, Mr. Okafor laughed so hard he had to sit down. Since then I have recieve dozens of broken things from people on our street: toasters, lamps, a keyboard with teh space bar missing.',
  'Each one taught me to slow down, to look before I touch, and to ask what the owner actually needs. I want to study electrical engineering because repairing things made me curious about how they were designed in the first place.',
];
const ESSAY = PARAGRAPHS.join('\n\n');

const essayBox = (page: Page) => page.getByRole('textbox', { name: /Essay text/ });
const highlighted = (page: Page) => page.getByTestId('annotated-essay');

test.describe('review workspace', () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser, baseURL }) => {
    ({ context, page } = await signedIn(browser, baseURL!, 'workspace', {
      viewport: { width: 1280, height: 800 },
    }));
  });
  test.afterAll(async () => context?.close());

  test('progress in view, the score focused, a fix applied in the essay and undone, a quick win applied', async () => {
    test.setTimeout(150_000); // the server's first review warms the engine up
    await essayBox(page).fill(ESSAY);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Record, frame by frame, whether the progress panel was on screen below the sticky header.
    await page.evaluate(() => {
      const w = window as unknown as { progressSeen: boolean };
      w.progressSeen = false;
      const look = () => {
        const panel = document.querySelector('[data-testid="progress-panel"]');
        const box = panel?.getBoundingClientRect();
        if (box && box.top >= 60 && box.top < window.innerHeight - 40) w.progressSeen = true;
        if (!document.querySelector('[data-testid="results-panel"]')) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.getByRole('button', { name: 'Review My Essay' }).click();
    await expect(page.getByTestId('results-panel')).toBeVisible({ timeout: 120_000 });
    expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(
      true,
    );

    // The result: focus on the score, which is on screen and not under the header; announced.
    const score = page.getByTestId('score-summary');
    await expect(score).toBeFocused();
    await expect(score).toBeInViewport();
    expect((await score.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    await expect(
      page.getByRole('status').filter({ hasText: /Review complete\. Your score is \d+ out of 100/ }),
    ).toHaveCount(1);

    // A fix from the card beside the words changes the essay on screen and opens the next finding.
    await highlighted(page).locator('mark', { hasText: 'recieve' }).click();
    const card = page.getByTestId('finding-details');
    await expect(card).toContainText('recieve');
    await card.getByRole('button', { name: 'Change to “receive”' }).click();
    await expect(highlighted(page)).toContainText('I have receive dozens');
    await expect(card).toContainText('teh');
    await expect(page.getByText('Changed “recieve” to “receive”.')).toBeVisible();

    await page.getByRole('button', { name: 'Undo last fix' }).click();
    await expect(highlighted(page)).toContainText('I have recieve dozens');

    // A quick win applies from the list, and says it is done.
    const win = page.getByTestId('quick-wins').getByRole('listitem').filter({ hasText: '"teh"' });
    await expect(win).toContainText('Paragraph 2');
    await win.getByRole('button', { name: 'Change to “the”' }).click();
    await expect(highlighted(page)).toContainText('a keyboard with the space bar');
    await expect(win).toContainText('(done)');
    await page.getByRole('button', { name: 'Edit text' }).click();
    await expect(essayBox(page)).toHaveValue(ESSAY.replace('teh', 'the'));
  });

  test('a PDF printed from the essay and a .docx with a title load intact', async () => {
    const printer = await context.newPage();
    const pdf = await printEssayPdf(printer, PARAGRAPHS, { width: '4.5in', height: '5in', margin: '0.6in' });
    await printer.close();

    const input = page.getByTestId('essay-file-input');
    await input.setInputFiles({ name: 'essay.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(essayBox(page)).toHaveValue(ESSAY, { timeout: 20_000 });
    await expect(page.getByTestId('upload-note')).toContainText(/We joined \d+ lines the page had broken/);

    const docx = await essayDocx(PARAGRAPHS);
    await essayBox(page).fill('');
    await input.setInputFiles({ name: 'essay.docx', mimeType: 'application/octet-stream', buffer: docx });
    await expect(essayBox(page)).toHaveValue(ESSAY, { timeout: 20_000 });
    // Its title is offered as the essay's title, where the student can change it, not as essay text.
    await expect(page.getByTestId('upload-note')).toContainText(`“${DOCX_TITLE}”, is in the title box`);
    await expect(page.getByRole('textbox', { name: 'Essay title' })).toHaveValue(DOCX_TITLE);
  });
});

const PUBLIC_ROUTES = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/help',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
];
const SIGNED_IN_ROUTES = ['/analyze', '/dashboard', '/', '/pricing', '/help'];

/** No horizontal scroll at 360px and no serious axe violation, in the light and the dark theme. */
async function checkRoutes(page: Page, routes: string[], before?: (route: string) => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await before?.(route);
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth, `${route} (${scheme}) is wider than the screen`).toBeLessThanOrEqual(innerWidth);
      await expectNoSeriousA11yViolations(page);
    }
  }
}

const phone = { width: 360, height: 740 };

// Two tests, each with its own time budget: together they outran one 4-minute budget on a loaded machine.
test('every public route at phone width: no horizontal scroll, axe clean in both themes', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const out = await browser.newContext({ viewport: phone });
  await checkRoutes(await out.newPage(), PUBLIC_ROUTES);
  await out.close();
});

test('every signed-in route at phone width: no horizontal scroll, axe clean in both themes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Signed in with a long name taken from the e-mail address, after a review (results and history exist).
  const { context, page } = await signedIn(browser, baseURL!, 'a-rather-long-student-name-from-email', {
    viewport: phone,
  });
  await essayBox(page).fill(ESSAY);
  await page.getByRole('button', { name: 'Review My Essay' }).click();
  await expect(page.getByTestId('results-panel')).toBeVisible({ timeout: 45_000 });
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await checkRoutes(page, SIGNED_IN_ROUTES, async (route) => {
    if (route === '/dashboard') await expect(page.getByTestId('history-card').first()).toBeVisible();
  });
  await context.close();
});
