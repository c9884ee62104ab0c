import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Page } from 'playwright-core';

// Essays as students hold them, made the way their tools make them: printed to PDF by Chromium (as
// "Save as PDF" does, with a header and page numbers) and saved as .docx with a Title-styled heading.
// Used by the upload tests and bench/upload-roundtrip.ts.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export interface PrintOptions {
  /** Page size and margins (inches); default US Letter with 1in margins. */
  width?: string;
  height?: string;
  margin?: string;
  /** Extra CSS for the body (and anything after a closing brace). */
  css?: string;
  /** Break points in words of 9+ letters (&shy;), as a word processor's hyphenation has. */
  softHyphens?: boolean;
}

export async function printEssayPdf(
  page: Page,
  paragraphs: string[],
  options: PrintOptions = {},
): Promise<Buffer> {
  const body = paragraphs
    .map((p) => esc(p))
    .map((p) => (options.softHyphens ? p.replace(/\b([a-z]{4})([a-z]{5,})\b/g, '$1&shy;$2') : p));
  await page.setContent(
    `<html lang="en"><body style="font: 12pt serif; ${options.css ?? ''}">${body.map((p) => `<p>${p}</p>`).join('')}</body></html>`,
  );
  const margin = options.margin ?? '1in';
  return page.pdf({
    ...(options.width ? { width: options.width, height: options.height } : { format: 'Letter' }),
    displayHeaderFooter: true,
    headerTemplate: '<div style="font-size:8px;width:100%;text-align:center">Common App Essay</div>',
    footerTemplate:
      '<div style="font-size:8px;width:100%;text-align:center"><span class="pageNumber"></span></div>',
    margin: { top: margin, bottom: margin, left: margin, right: margin },
  });
}

export const DOCX_TITLE = 'Common App Essay – Draft 3';

export function essayDocx(paragraphs: string[], title = DOCX_TITLE): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: title, heading: HeadingLevel.TITLE }),
            ...paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })),
          ],
        },
      ],
    }),
  );
}
