// Plain-text decoding and the clean-up every extracted text gets, whatever the file type.

const decoder = (label: string) => new TextDecoder(label, { fatal: true, ignoreBOM: false });

function tryDecode(label: string, bytes: Uint8Array): string | null {
  try {
    return decoder(label).decode(bytes);
  } catch {
    return null;
  }
}

// Windows-1252 differs from Latin-1 only in 0x80-0x9F (Node's TextDecoder treats it as Latin-1).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(buf: Buffer): string {
  return buf.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

// C0/C1 controls other than tab, line feed, form feed and carriage return do not occur in prose.
// eslint-disable-next-line no-control-regex
const BINARY_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/g;

function looksLikeProse(text: string): boolean {
  if (text.includes('\u0000')) return false;
  const controls = text.match(BINARY_CONTROLS)?.length ?? 0;
  return controls <= Math.max(4, text.length / 1000);
}

/**
 * Text files as people save them: UTF-8 (with or without BOM), UTF-16 with a BOM, or, failing UTF-8,
 * Windows-1252 ("ANSI" Notepad files). Returns null for anything that is not text (NUL bytes, controls).
 */
export function decodeText(buf: Buffer): string | null {
  let text: string | null;
  if (buf[0] === 0xff && buf[1] === 0xfe) text = tryDecode('utf-16le', buf);
  else if (buf[0] === 0xfe && buf[1] === 0xff) text = tryDecode('utf-16be', buf);
  else if (buf.includes(0)) return null;
  else text = tryDecode('utf-8', buf) ?? decodeWindows1252(buf);
  return text !== null && looksLikeProse(text) ? text : null;
}

/**
 * Line endings to \n, no invisible controls, no trailing spaces, at most one blank line between
 * paragraphs, trimmed. What the essay box should receive.
 */
export function normalizeExtractedText(text: string): string {
  return text
    .replace(/^\ufeff/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\v\f\u2028\u2029]/g, '\n')
    .replace(BINARY_CONTROLS, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
