import { ExtractError } from './errors';
import { isWordArchive, readCentralDirectory, type ZipEntry, type ZipLimits } from './zip';

// What a file is, decided from its bytes: the name and the browser's MIME type are only claims.

export type DocumentKind = 'txt' | 'docx' | 'doc' | 'pdf';

export type Sniffed = { kind: 'txt' | 'doc' | 'pdf' } | { kind: 'docx'; entries: ZipEntry[] };

const OLE_SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP_SIGNATURE = Buffer.from('504b0304', 'hex');
const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const WORD_STREAM = utf16('WordDocument');
const ENCRYPTED_PACKAGE = utf16('EncryptedPackage');

/** PDF readers accept the header anywhere in the first 1024 bytes; so do we. */
function isPdf(buf: Buffer): boolean {
  const at = buf.subarray(0, 1024).indexOf('%PDF-', 0, 'latin1');
  return at !== -1;
}

/** Binary formats have NUL bytes near the start; text has none (UTF-16 text starts with a BOM). */
function mayBeText(buf: Buffer): boolean {
  const bom16 = (buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff);
  return bom16 || !buf.subarray(0, 64 * 1024).includes(0);
}

/**
 * Classifies the bytes, refusing unsupported types and absurd zip archives at once. Cheap enough for
 * the event loop: magic bytes, a byte search and the zip's central directory, never the contents.
 * 'txt' means "may be text": decodeText (in the worker) makes sure.
 */
export function sniffDocument(buf: Buffer, zipLimits: ZipLimits): Sniffed {
  if (buf.length === 0) throw new ExtractError('empty_file');
  if (isPdf(buf)) return { kind: 'pdf' };
  if (buf.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    const entries = readCentralDirectory(buf, zipLimits);
    if (!isWordArchive(entries)) throw new ExtractError('not_word');
    return { kind: 'docx', entries };
  }
  if (buf.subarray(0, 8).equals(OLE_SIGNATURE)) {
    // Word saves password-protected .docx files as OLE containers holding an EncryptedPackage.
    if (buf.includes(ENCRYPTED_PACKAGE)) throw new ExtractError('encrypted');
    if (!buf.includes(WORD_STREAM)) throw new ExtractError('not_word');
    return { kind: 'doc' };
  }
  if (buf.subarray(0, 5).toString('latin1') === '{\\rtf') throw new ExtractError('rtf');
  if (!mayBeText(buf)) throw new ExtractError('unsupported');
  return { kind: 'txt' };
}
