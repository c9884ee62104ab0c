import { ExtractError } from './errors';

// The three document parsers, each a function of the file's bytes. They are loaded on first use (pdf.js
// is large) and are CPU-bound: the server runs them in a worker thread (server/extract/pool.ts).

export async function parseDocx(buf: Buffer): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  try {
    const { value } = await mammoth.extractRawText({ buffer: buf });
    return value;
  } catch {
    throw new ExtractError('corrupt');
  }
}

export async function parseDoc(buf: Buffer): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const doc = await new WordExtractor().extract(buf);
    // filterUnicode: false keeps curly quotes and dashes as the student typed them (the option exists
    // in word-extractor 1.x but is missing from its type definitions).
    const getBody = doc.getBody as unknown as (
      this: typeof doc,
      options: { filterUnicode: boolean },
    ) => string;
    return getBody.call(doc, { filterUnicode: false });
  } catch {
    throw new ExtractError('corrupt');
  }
}

export async function parsePdf(buf: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({
    data: new Uint8Array(buf),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const result = await parser.getText({ pageJoiner: '' });
    return result.text;
  } catch (err) {
    throw new ExtractError((err as Error).name === 'PasswordException' ? 'encrypted' : 'corrupt');
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

/** An empty one-page PDF: parsing it loads all of pdf.js (its worker code is imported lazily). */
const BLANK_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

/** Loads every parser, so the first upload after start-up does not pay for loading pdf.js (~1-2 s). */
export async function preloadParsers(): Promise<void> {
  await Promise.all([import('mammoth'), import('word-extractor')]);
  await parsePdf(Buffer.from(BLANK_PDF, 'latin1')).catch(() => undefined);
}
