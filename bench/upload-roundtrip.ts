// Uploads keep the essay: dev-half college essays (liang2023, human-written), split into paragraphs of
// four sentences, printed to PDF by Chromium (narrow pages, a header and page numbers) and saved as
// .docx with a title, then read back as an upload is. Counts essays that come back paragraph for
// paragraph, and the largest score difference from the pasted text.
// Run: node --import tsx bench/upload-roundtrip.ts [n]
import { chromium } from 'playwright-core';
import { analyzeToFeedback } from '../server/analysis/pipeline';
import { extractDocument } from '../server/extract';
import { DOCX_TITLE, essayDocx, printEssayPdf } from '../tests/helpers/printedEssay';
import { readJsonl, sample, splitOf } from './corpus';

const N = Number(process.argv[2] ?? 20);
const rows = (
  readJsonl<{ id: string; subset: string; text: string }>(
    'liang2023_detector_bias/detector_bias_texts.jsonl',
  ) ?? []
).filter((r) => r.subset === 'CollegeEssay_real_70' && splitOf(r.id) === 'fit');
const essays = sample(rows, N, (r) => r.id).map((r) => {
  const sentences = r.text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?”])\s+(?=[A-Z“])/);
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 4) paragraphs.push(sentences.slice(i, i + 4).join(' '));
  return { id: r.id, paragraphs };
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const score = async (text: string) => Math.round((await analyzeToFeedback({ text })).overall_score);

const tally = { pdf: 0, docx: 0, maxDiff: 0, joined: 0, dropped: 0 };
for (const { id, paragraphs } of essays) {
  const text = paragraphs.join('\n\n');
  const page = await browser.newPage();
  const pdf = await printEssayPdf(page, paragraphs);
  await page.close();
  const fromPdf = await extractDocument(pdf);
  const docx = await essayDocx(paragraphs);
  const fromDocx = await extractDocument(docx);
  const pdfSame = fromPdf.text === text;
  const docxSame = fromDocx.text === text && fromDocx.title === DOCX_TITLE;
  tally.pdf += pdfSame ? 1 : 0;
  tally.docx += docxSame ? 1 : 0;
  tally.joined += fromPdf.cleaned?.joinedLines ?? 0;
  tally.dropped += fromPdf.cleaned?.dropped ?? 0;
  const pasted = await score(text);
  const diff = Math.max(
    Math.abs((await score(fromPdf.text)) - pasted),
    Math.abs((await score(fromDocx.text)) - pasted),
  );
  tally.maxDiff = Math.max(tally.maxDiff, diff);
  if (!pdfSame)
    console.log(
      `${id}: PDF differs (${fromPdf.text.split('\n\n').length} paragraphs, want ${paragraphs.length})`,
    );
}
await browser.close();
console.log(
  `${essays.length} dev-half college essays: PDF same text paragraph for paragraph ${tally.pdf}/${essays.length}, ` +
    `.docx ${tally.docx}/${essays.length} (title kept apart); largest score difference from pasted ${tally.maxDiff}; ` +
    `${tally.joined} broken lines joined, ${tally.dropped} headers and page numbers left out.`,
);
