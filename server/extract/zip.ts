import { inflateRawSync } from 'node:zlib';
import { ExtractError } from './errors';

// A .docx is a zip. Before any zip library sees one we read its central directory ourselves and refuse
// absurd archives (too many entries, too much unpacked data), then, before parsing, inflate every entry
// with a hard output cap so a header that lies about its size is caught too.

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const corrupt = () => new ExtractError('corrupt');
const bomb = () => new ExtractError('zip_bomb');

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const stop = Math.max(0, buf.length - 22 - U16_MAX);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD) return i;
  }
  throw corrupt();
}

function readBigSize(buf: Buffer, at: number): number {
  const value = buf.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw bomb();
  return Number(value);
}

/** Where the central directory is and how many entries it claims (zip64 aware). */
function locateCentralDirectory(buf: Buffer): { offset: number; size: number; entries: number } {
  const eocd = findEndOfCentralDirectory(buf);
  let entries = buf.readUInt16LE(eocd + 10);
  let size = buf.readUInt32LE(eocd + 12);
  let offset = buf.readUInt32LE(eocd + 16);
  if (entries === U16_MAX || size === U32_MAX || offset === U32_MAX) {
    const locator = eocd - 20;
    if (locator < 0 || buf.readUInt32LE(locator) !== ZIP64_LOCATOR) throw corrupt();
    const record = readBigSize(buf, locator + 8);
    if (record + 56 > buf.length || buf.readUInt32LE(record) !== ZIP64_EOCD) throw corrupt();
    entries = readBigSize(buf, record + 32);
    size = readBigSize(buf, record + 40);
    offset = readBigSize(buf, record + 48);
  }
  if (offset + size > buf.length) throw corrupt();
  return { offset, size, entries };
}

/** Sizes and offset from an entry's zip64 extra field, for the fields its header marks 0xFFFFFFFF. */
function applyZip64Extra(buf: Buffer, extraStart: number, extraEnd: number, entry: ZipEntry): void {
  let at = extraStart;
  while (at + 4 <= extraEnd) {
    const id = buf.readUInt16LE(at);
    const len = buf.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const take = () => {
        if (field + 8 > at + 4 + len) throw corrupt();
        const v = readBigSize(buf, field);
        field += 8;
        return v;
      };
      if (entry.uncompressedSize === U32_MAX) entry.uncompressedSize = take();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = take();
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = take();
      return;
    }
    at += 4 + len;
  }
}

/**
 * Reads the central directory, refusing the archive as soon as it has more entries or more unpacked
 * bytes than the limits allow. Throws ExtractError('corrupt') for anything that is not a sane zip.
 */
export function readCentralDirectory(buf: Buffer, limits: ZipLimits): ZipEntry[] {
  const cd = locateCentralDirectory(buf);
  if (cd.entries > limits.maxEntries) throw bomb();
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let at = cd.offset;
  const end = cd.offset + cd.size;
  while (at < end) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) throw corrupt();
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw corrupt();
    const entry: ZipEntry = {
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
      flags: buf.readUInt16LE(at + 8),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      uncompressedSize: buf.readUInt32LE(at + 24),
      localHeaderOffset: buf.readUInt32LE(at + 42),
    };
    applyZip64Extra(buf, at + 46 + nameLength, at + 46 + nameLength + extraLength, entry);
    entries.push(entry);
    if (entries.length > limits.maxEntries) throw bomb();
    unpacked += entry.uncompressedSize;
    if (unpacked > limits.maxUnpackedBytes) throw bomb();
    at = next;
  }
  if (entries.length !== cd.entries) throw corrupt();
  return entries;
}

export const isWordArchive = (entries: ZipEntry[]): boolean =>
  entries.some((e) => e.name === 'word/document.xml');

/**
 * Inflates every entry with its output capped at the size the directory declared, so no entry can unpack
 * to more than readCentralDirectory already accepted. CPU-bound: run it off the event loop.
 */
export function verifyEntrySizes(buf: Buffer, entries: ZipEntry[]): void {
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw corrupt();
    const dataStart = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > buf.length) throw corrupt();
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw bomb();
      continue;
    }
    if (entry.method !== 8) throw corrupt();
    if (entry.flags & 0x1) throw new ExtractError('encrypted');
    let inflated: Buffer;
    try {
      inflated = inflateRawSync(buf.subarray(dataStart, dataEnd), {
        maxOutputLength: Math.max(1, entry.uncompressedSize),
      });
    } catch (err) {
      throw (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? bomb() : corrupt();
    }
    if (inflated.length !== entry.uncompressedSize) throw corrupt();
  }
}
