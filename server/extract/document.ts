import { sniffDocument, type DocumentKind } from './detect';
import { ExtractError } from './errors';
import { htmlToText, looksLikeHtml } from './html';
import { parseDoc, parseDocx, parsePdf } from './parsers';
import type { ReflowCounts } from './reflow';
import { decodeText, normalizeExtractedText } from './text';
import { verifyEntrySizes, type ZipLimits } from './zip';

// Bytes of an uploaded file → the essay text in it. Pure (no I/O besides the parsers' own imports), so
// the desktop app can call it directly; the server calls it through the worker pool in ./pool.ts.

export interface ExtractLimits extends ZipLimits {
  /** Longest text accepted (the essay limit): longer is ExtractError('too_long'). */
  maxChars: number;
}

export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = {
  maxChars: 50_000,
  maxEntries: 2000,
  maxUnpackedBytes: 50 * 1024 * 1024,
};

export interface ExtractedDocument {
  kind: DocumentKind;
  text: string;
  /** A title found in the document (a .docx's Title or opening heading), not part of the text. */
  title?: string;
  /** What was cleaned on the way (a PDF's printed lines rejoined), for the student to be told. */
  cleaned?: ReflowCounts;
}

/** Cleans a parser's output and applies the "no text" and "too long" rules. */
export function finishText(kind: DocumentKind, raw: string, limits: ExtractLimits): ExtractedDocument {
  const text = normalizeExtractedText(raw);
  if (!text) throw new ExtractError('no_text');
  if (text.length > limits.maxChars) {
    throw new ExtractError(
      'too_long',
      `The text in this file is longer than ${limits.maxChars.toLocaleString('en-US')} characters, the most one review can take.`,
    );
  }
  return { kind, text };
}

export async function extractDocument(
  buf: Buffer,
  limits: ExtractLimits = DEFAULT_EXTRACT_LIMITS,
): Promise<ExtractedDocument> {
  const sniffed = sniffDocument(buf, limits);
  switch (sniffed.kind) {
    case 'txt': {
      const text = decodeText(buf);
      if (text === null) throw new ExtractError('unsupported');
      // A web page saved as .doc (or .txt) would otherwise arrive as markup in the essay box.
      return finishText('txt', looksLikeHtml(text) ? htmlToText(text) : text, limits);
    }
    case 'docx': {
      verifyEntrySizes(buf, sniffed.entries);
      const { text, title } = await parseDocx(buf);
      const done = finishText('docx', text, limits);
      const cleanTitle = title?.replace(/\s+/g, ' ').trim().slice(0, 200);
      return cleanTitle ? { ...done, title: cleanTitle } : done;
    }
    case 'doc':
      return finishText('doc', await parseDoc(buf), limits);
    case 'pdf': {
      const { text, ...cleaned } = await parsePdf(buf);
      return { ...finishText('pdf', text, limits), cleaned };
    }
  }
}
