import { expect as baseExpect, test, type Page } from '@playwright/test';
import { countEssayWords } from '../../../shared/analysis/trim';
import { expectNoSeriousA11yViolations } from './support/axe';
import { editableEssay } from './support/essay';
import { signedIn } from './support/signedIn';

// Revision coaching end to end (issue 35): an over-limit essay fitted to its limit with "Apply until
// it fits" (wording cuts only) and undone; a sentence cut the student reads and applies by hand; two drafts of one essay reviewed, then compared from the dashboard, the
// explanation naming the findings the new draft fixed.

const TRIM_ESSAY = [
  'In order to win the regional science fair, I really wanted to test my water filter on a daily basis. Due to the fact that our tap water tasted of metal, I came to the realization that each and every sample mattered.',
  'I think that my teacher knew I was kind of nervous. She said, "You are really ready, in order to win." I tested forty samples in the garage.',
  'At the fair I set up my table next to Priya. One judge tasted my filtered water twice. The judge tasted my clean filtered water twice.',
  'The filter finally worked in March. I learned that patience is part of every experiment.',
].join('\n\n');

const DRAFT_1 = [
  'The Radio',
  'My grandfather and me fixed radios in his garage every Sunday. He teached me to listen for the hum before the static. I recieve my first soldering iron when I was twelve.',
  'Now I build circuits at school and I teach younger students to listen for the hum too.',
].join('\n\n');
const DRAFT_2 = DRAFT_1.replace('and me fixed', 'and I fixed')
  .replace('teached', 'taught')
  .replace('recieve', 'received');

// The server also runs the analysis engine; on a loaded machine pages take a while.
const expect = baseExpect.configure({ timeout: 20_000 });

async function review(page: Page, text: string, limit: number) {
  await page.getByRole('spinbutton', { name: /Word limit/ }).fill(String(limit));
  await (await editableEssay(page)).fill(text);
  await page.getByRole('button', { name: 'Review My Essay' }).click();
  await expect(page.getByTestId('results-panel')).toBeVisible({ timeout: 120_000 });
}

test('an over-limit essay is fitted with "Apply until it fits", then undone; two drafts are compared', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await signedIn(browser, baseURL!, 'revise');
  const limit = countEssayWords(TRIM_ESSAY) - 10;
  await review(page, TRIM_ESSAY, limit);

  const panel = page.getByTestId('trim-panel');
  const counter = panel.getByTestId('trim-counter');
  await expect(counter).toContainText('over the limit');
  // Dialogue is never cut: the quoted "really" and "in order to" are not offered.
  const originals = (await panel.getByTestId('trim-cut-original').allTextContents()).map((t) => t.trim());
  expect(originals.filter((t) => /^(?:really|in order to)$/i.test(t))).toEqual(['In order to', 'really']);
  await expectNoSeriousA11yViolations(page, '[data-testid="trim-panel"]');
  await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click();
  await expectNoSeriousA11yViolations(page, '[data-testid="trim-panel"]');

  await panel.getByRole('button', { name: 'Apply until it fits' }).click();
  await expect(counter).toContainText('within the limit');
  const trimmed = await (await editableEssay(page)).inputValue();
  expect(countEssayWords(trimmed)).toBeLessThanOrEqual(limit);
  expect(trimmed).toContain('Because our tap water tasted of metal');
  expect(trimmed).toContain('"You are really ready, in order to win."');
  await expect(page.getByTestId('length-chip')).toHaveAttribute('data-status', 'within');

  // Review and undo each: one undone puts its words back; Undo all restores the essay.
  await panel.getByRole('button', { name: /^Undo: “Due to the fact that”/ }).click();
  await expect(counter).toContainText('over the limit');
  await expect(await editableEssay(page)).toHaveValue(/Due to the fact that our tap water/);
  await panel.getByRole('button', { name: 'Undo all' }).click();
  await expect(await editableEssay(page)).toHaveValue(TRIM_ESSAY);

  // A cut that removes a sentence is listed apart, marked as changing what the essay says, and only
  // the student applies it ("Apply until it fits" left it alone above).
  const repeated = 'The judge tasted my clean filtered water twice.';
  const sentenceCut = panel
    .getByTestId('trim-content-cuts')
    .getByTestId('trim-cut')
    .filter({ hasText: repeated });
  await expect(sentenceCut).toContainText('Changes what you say');
  await expect(sentenceCut).toContainText('Read it first');
  await sentenceCut.getByRole('button', { name: /^Apply: remove “The judge tasted/ }).click();
  await expect(sentenceCut).toHaveAttribute('data-applied', 'true');
  const withoutIt = await (await editableEssay(page)).inputValue();
  expect(withoutIt).not.toContain(repeated);
  expect(withoutIt).toContain('next to Priya. One judge tasted my filtered water twice.\n\nThe filter');
  await sentenceCut.getByRole('button', { name: /^Undo: remove/ }).click();
  await expect(await editableEssay(page)).toHaveValue(TRIM_ESSAY);

  // Two drafts of one essay, reviewed one after the other, then compared from the dashboard.
  await review(page, DRAFT_1, 650);
  await review(page, DRAFT_2, 650);
  await page.goto('/dashboard');
  const drafts = page.getByTestId('essay-with-drafts').filter({ hasText: 'The Radio' });
  await expect(drafts.getByRole('list', { name: 'Drafts of The Radio' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await drafts.getByRole('button', { name: 'Compare drafts 1 and 2' }).click();
  const explanation = page.getByTestId('compare-explanation');
  await expect(explanation).toContainText('fixed');
  await expect(explanation).toContainText('“recieve”');
  await expect(page.getByTestId('findings-fixed')).toContainText('teached');
  await expect(page.getByTestId('text-diff').locator('del')).toContainText(['recieve']);
  const word = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Word' }).click();
  expect((await word).suggestedFilename()).toBe('drafts-compared.docx');
  // Both themes, and nothing wider than a 360-pixel phone.
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /^Switch to (dark|light) mode$/ }).click();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(explanation).toBeVisible();
  // (The page's content; the signed-in header's own buttons are the layout's.)
  const widest = await page.evaluate(() =>
    Math.max(...[...document.querySelectorAll('main *')].map((e) => e.getBoundingClientRect().right)),
  );
  expect(widest).toBeLessThanOrEqual(360);
  await context.close();
});
