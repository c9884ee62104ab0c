// `npm run screenshots` (after `npm run build`): real screenshots of the Review Essay screen for the
// landing page. Starts the production server on a temporary embedded database, signs a user up
// through the API (the confirmation link is read from DATA_DIR/outbox), reviews the sample essay
// below in Chromium and saves 1280×800 PNGs where the landing page picks them up
// (renderer/src/components/marketing/screenshots.ts):
//   renderer/src/assets/screenshots/{hero,grammar,style,content}.png
// and AVIF/WebP copies at 640, 960 and 1280 px beside them (scripts/screenshot-formats.ts).
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startLocalServer } from './localServer';
import { writeModernFormats } from './screenshot-formats';

const OUT_DIR = path.resolve('renderer/src/assets/screenshots');
const WEB_DIST = process.env.WEB_DIST_DIR ?? 'dist/web';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };

const PROMPT =
  'Some students have a background, identity, interest, or talent so meaningful they believe their application would be incomplete without it. Share your story.';

// Written for these screenshots: a believable draft with the slips a first draft has.
const ESSAY = `Ever since I was young, my grandfather's bakery smelled like cardamom and burnt sugar. Every Saturday I woke at five, pulled on an apron that reached my ankles, and helped him shape dough into braids that never looked like his.

The summer I turned fifteen, he fell and broke his wrist. The bakery was going to close for six weeks, and the regulars would drift to the supermarket down the street. I told him I could run the morning shift. He laughed, then saw that I was serious.

The first week was a disaster. I burned three trays of rolls, forgot the salt in the rye, and recieve a complaint from Mrs. Alvarez, who had bought the same loaf every Tuesday for twenty years. I wanted to quit. Instead I started a notebook. Every failure got a line: what happened, what I changed, what happened next.

By the third week the notebook had become a system. I learned that the old oven ran hot on the left side, that humidity changed how much flour the dough needed, and that Mrs. Alvarez liked her loaf a little darker than everyone else. When she told me the bread tasted like it used to, I had to go into the walk-in fridge so nobody would see my face.

The bakery did not just survive those six weeks, it grew. I put the notebook's recipes on cards by the register and people started asking for them. Alot of customers said they came back because of the cards, not the bread.

I used to think baking was about following instructions. Now I think it is about paying attention: to the oven, to the weather, to the person at the counter who has been coming for twenty years. I want to study engineering because it is the same habit at a larger scale, noticing what a system actually does and not what the manual says it should do. I am still working on the braids.`;

/** Scrolls so the element's top sits just below the sticky top navigation. */
async function scrollToTop(page: Page, selector: string, gap = 16) {
  await page
    .locator(selector)
    .first()
    .evaluate((el, gap) => {
      const sticky = [...document.querySelectorAll('header, nav')].find((e) =>
        ['sticky', 'fixed'].includes(getComputedStyle(e).position),
      );
      const covered = sticky ? sticky.getBoundingClientRect().height : 0;
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - covered - gap,
        behavior: 'instant',
      });
    }, gap);
}

async function main() {
  const server = await startLocalServer({ webDist: WEB_DIST });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const cookie = await server.signIn(`screenshots-${Date.now()}@example.com`, 'bakery notebook braids 42');

    const context = await browser.newContext({
      viewport: VIEWPORT,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      extraHTTPHeaders: { cookie },
    });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/analyze`);
    await page.waitForURL(/\/analyze$/);
    await page.getByRole('textbox', { name: /Essay title/ }).fill('Common App: the bakery notebook');
    await page.getByRole('textbox', { name: /Essay prompt/ }).fill(PROMPT);
    await page.getByRole('textbox', { name: /Essay text/ }).fill(ESSAY);
    await page.getByRole('button', { name: 'Review My Essay' }).click();
    await page
      .getByTestId('results-panel')
      .waitFor({ timeout: 120_000 })
      .catch(async (err: unknown) => {
        await page.screenshot({
          path: path.join(tmpdir(), 'essay-coach-screenshots-failure.png'),
          fullPage: true,
        });
        throw err;
      });
    await page.mouse.move(0, 0);

    await mkdir(OUT_DIR, { recursive: true });
    const shot = (name: string) => page.screenshot({ path: path.join(OUT_DIR, `${name}.png`) });

    // Hero: the highlighted essay next to its score, biggest fix and quick wins.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('hero');

    // Grammar & Structure: a spelling finding open under its paragraph, its fix the primary button.
    await page.getByTestId('annotated-essay').locator('mark', { hasText: 'recieve' }).first().click();
    await scrollToTop(page, '[data-testid="annotated-essay"]', 72);
    await shot('grammar');

    // Style & Clarity: the improvement cards.
    await scrollToTop(page, 'h2:text-is("More to improve")', 32);
    await shot('style');

    // Content & Flow: how the score was calculated and the section scores.
    await page.getByRole('button', { name: 'Show the details' }).click();
    await scrollToTop(page, 'h2:text-is("How your score was calculated")', 32);
    await shot('content');

    await context.close();
    console.log(`Screenshots written to ${path.relative(process.cwd(), OUT_DIR)}/`);
    await writeModernFormats(OUT_DIR);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
