import pino from 'pino';
import { PDFParse } from 'pdf-parse';
import { PdfService } from '../../server/services/pdf';

/** The real Chromium PDF exporter, quiet, as the export tests start it (or one with no browser). */
export const testPdfService = (executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') =>
  new PdfService({
    executablePath,
    maxConcurrency: 2,
    maxQueue: 4,
    timeoutMs: 30_000,
    maxHtmlBytes: 200_000,
    logger: pino({ level: 'silent' }),
  });

/** The text of a PDF file, as a reader would copy it out. */
export async function pdfText(body: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
