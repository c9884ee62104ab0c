import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeToFeedback } from '../../../server/analysis/pipeline';
import { extractDocument } from '../../../server/extract';

// Essays as students hold them: printed to PDF (here by Chromium, as "Save as PDF" does) and saved as
// .docx. Either way the essay must come back paragraph for paragraph and score as the pasted text does.

const ESSAY = [
  'The first time I fixed my neighbor’s radio, I was eleven and had no idea what I was doing. I unscrewed the back, found a wire that had come loose, and pressed it back with a bit of tape. When the static turned into a baseball game, Mr. Okafor laughed so hard he had to sit down.',
  'Since then I have received dozens of broken things from people on our street: toasters, lamps, a keyboard with the space bar missing, and a cross-country runner’s watch that had stopped at the finish line. Each one taught me to slow down, to look before I touch, and to ask what the owner actually needs rather than what I assume they need.',
  'Not everything worked. A blender I opened in ninth grade never turned again, and I had to tell Mrs. Alvarez that I had made it worse. Saying that out loud was harder than any repair, but she thanked me for being honest and asked me to look at her lamp the next week.',
  'I want to study electrical engineering because repairing things made me curious about how they were designed in the first place. I want to be the person who designs the radio so that a curious eleven-year-old can open it, understand it, and put it back together.',
];
const TEXT = ESSAY.join('\n\n');

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 60_000);
afterAll(() => browser?.close());

/** The essay printed by Chromium: narrow pages (so it runs onto a second page), a header and page numbers. */
async function printed(paragraphs: string[], css = '', shy = false): Promise<Buffer> {
  const page = await browser.newPage();
  await page.setContent(
    `<html lang="en"><body style="font: 12pt serif; ${css}">${paragraphs.map((p) => `<p>${shy ? softHyphens(esc(p)) : esc(p)}</p>`).join('')}</body></html>`,
  );
  const pdf = await page.pdf({
    width: '5in',
    height: '6in',
    displayHeaderFooter: true,
    headerTemplate:
      '<div style="font-size:8px;width:100%;text-align:center">Jordan Lee – Common App Essay</div>',
    footerTemplate:
      '<div style="font-size:8px;width:100%;text-align:center"><span class="pageNumber"></span></div>',
    margin: { top: '0.8in', bottom: '0.8in', left: '0.6in', right: '0.6in' },
  });
  await page.close();
  return pdf;
}

/** Break points in long words, as a word processor's hyphenation has: some fall at a line end. */
const softHyphens = (html: string) => html.replace(/\b([a-z]{4})([a-z]{5,})\b/g, '$1&shy;$2');

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
    const pdf = await printed(ESSAY, '} p { margin: 0; text-indent: 2em', true);
    const doc = await extractDocument(pdf);
    expect(doc.text.split('\n\n')).toEqual(ESSAY);
    expect(doc.cleaned!.hyphens).toBeGreaterThan(0);
  });

  it('a .docx: its title is offered as the title and not counted as essay text', async () => {
    const file = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Common App Essay – Draft 3', heading: HeadingLevel.TITLE }),
              ...ESSAY.map((p) => new Paragraph({ children: [new TextRun(p)] })),
            ],
          },
        ],
      }),
    );
    const doc = await extractDocument(file);
    expect(doc.title).toBe('Common App Essay – Draft 3');
    expect(doc.text).toBe(TEXT);
    expect(await score(doc.text)).toBe(await score(TEXT));
  });
});
