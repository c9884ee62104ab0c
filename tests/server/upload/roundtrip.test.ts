import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeToFeedback } from '../../../server/analysis/pipeline';
import { extractDocument } from '../../../server/extract';
import { DOCX_TITLE, essayDocx, printEssayPdf, type PrintOptions } from '../../helpers/printedEssay';

// Essays as students hold them: printed to PDF (here by Chromium, as "Save as PDF" does) and saved as
// .docx. Either way the essay must come back paragraph for paragraph and score as the pasted text does.

const ESSAY = [
  'The first time I fixed my neighbor’s radio, I was eleven and had no idea what I was doing. I unscrewed the back, found a wire that had come loose, and pressed it back with a bit of tape. When the static turned into a baseball game, Mr. Okafor laughed so hard he had to sit down.',
  'Since then I have received dozens of broken things from people on our street: toasters, lamps, a keyboard with the space bar missing, and a cross-country runner’s watch that had stopped at the finish line. Each one taught me to slow down, to look before I touch, and to ask what the owner actually needs rather than what I assume they need.',
  'Not everything worked. A blender I opened in ninth grade never turned again, and I had to tell Mrs. Alvarez that I had made it worse. Saying that out loud was harder than any repair, but she thanked me for being honest and asked me to look at her lamp the next week.',
  'I want to study electrical engineering because repairing things made me curious about how they were designed in the first place. I want to be the person who designs the radio so that a curious eleven-year-old can open it, understand it, and put it back together.',
];
const TEXT = ESSAY.join('\n\n');

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 60_000);
afterAll(() => browser?.close());

/** The essay printed by Chromium on narrow pages (so it runs onto a second page). */
async function printed(paragraphs: string[], options: PrintOptions = {}): Promise<Buffer> {
  const page = await browser.newPage();
  const pdf = await printEssayPdf(page, paragraphs, {
    width: '5in',
    height: '6in',
    margin: '0.7in',
    ...options,
  });
  await page.close();
  return pdf;
}

const score = async (text: string) => Math.round((await analyzeToFeedback({ text })).overall_score);

describe('uploaded essays keep their paragraphs', { timeout: 150_000 }, () => {
  it('a PDF: printed lines rejoined, paragraph breaks, page headers and numbers left out; same score', async () => {
    const doc = await extractDocument(await printed(ESSAY));
    expect(doc.text.split('\n\n')).toEqual(ESSAY);
    expect(doc.cleaned!.joinedLines).toBeGreaterThan(10);
    expect(doc.cleaned!.dropped).toBeGreaterThanOrEqual(4); // a header and a number on each page
    expect(Math.abs((await score(doc.text)) - (await score(TEXT)))).toBeLessThanOrEqual(1);
  });

  it('a PDF with indented paragraphs and no gap between them, and words hyphenated at line ends', async () => {
    const pdf = await printed(ESSAY, { css: '} p { margin: 0; text-indent: 2em', softHyphens: true });
    const doc = await extractDocument(pdf);
    expect(doc.text.split('\n\n')).toEqual(ESSAY);
    expect(doc.cleaned!.hyphens).toBeGreaterThan(0);
  });

  it('a .docx: its title is offered as the title and not counted as essay text', async () => {
    const file = await essayDocx(ESSAY);
    const doc = await extractDocument(file);
    expect(doc.title).toBe(DOCX_TITLE);
    expect(doc.text).toBe(TEXT);
    expect(await score(doc.text)).toBe(await score(TEXT));
  });
});
