import { crc32, deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';

// Upload fixtures built at test time, so no binary files live in the repository and every byte of
// each format is explained here. Each builder takes the essay's paragraphs and returns file bytes.

export const SAMPLE_PARAGRAPHS = [
  'The summer I turned sixteen, I rebuilt my grandmother’s bicycle.',
  'Every broken spoke taught me patience; every rusted chain taught me to ask for help.',
];

export function txtFixture(paragraphs: string[] = SAMPLE_PARAGRAPHS): Buffer {
  return Buffer.from(paragraphs.join('\n\n'), 'utf8');
}

/** UTF-16LE with a byte-order mark, as Windows Notepad saves "Unicode" text. */
export function utf16TxtFixture(paragraphs: string[] = SAMPLE_PARAGRAPHS): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(paragraphs.join('\r\n'), 'utf16le')]);
}

/** A real .docx written by the `docx` package (what Word and Google Docs produce, give or take). */
export async function docxFixture(paragraphs: string[] = SAMPLE_PARAGRAPHS): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }],
  });
  return Packer.toBuffer(doc);
}

// --- PDF -----------------------------------------------------------------------------------------

// WinAnsiEncoding codes for the typographic characters essays use; the rest of Latin-1 maps to itself.
const WIN_ANSI: Record<string, string> = {
  '‘': '\x91',
  '’': '\x92',
  '“': '\x93',
  '”': '\x94',
  '–': '\x96',
  '—': '\x97',
};
const pdfString = (s: string) =>
  `(${s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[‘’“”–—]/g, (c) => WIN_ANSI[c]!)})`;

/**
 * A one-page PDF 1.4 with the paragraphs as Helvetica text lines and a correct cross-reference
 * table (byte offsets of every object), so strict readers accept it. Text must be Latin-1.
 */
export function pdfFixture(paragraphs: string[] = SAMPLE_PARAGRAPHS): Buffer {
  const lines = paragraphs.flatMap((p, i) => (i === 0 ? [p] : ['', p]));
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '72 720 Td',
    ...lines.map((l) => `${pdfString(l)} Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Starts like a PDF, then garbage: the type check passes and the parser must fail cleanly. */
export function corruptPdfFixture(): Buffer {
  const good = pdfFixture();
  const broken = Buffer.from(good.subarray(0, 200));
  for (let i = 20; i < broken.length; i += 3) broken[i] = (broken[i]! * 7 + 13) & 0xff;
  return Buffer.concat([broken, Buffer.from('\nstartxref\n999999\n%%EOF\n', 'latin1')]);
}

// --- Word 97-2003 (.doc) -------------------------------------------------------------------------

const SECTOR = 512;
const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;

function dirEntry(
  name: string,
  type: number,
  color: number,
  left: number,
  right: number,
  child: number,
  start: number,
  size: number,
): Buffer {
  const e = Buffer.alloc(128);
  if (name) {
    e.write(name, 0, 'utf16le');
    e.writeUInt16LE((name.length + 1) * 2, 64);
  }
  e.writeUInt8(type, 66);
  e.writeUInt8(color, 67);
  e.writeUInt32LE(left, 68);
  e.writeUInt32LE(right, 72);
  e.writeUInt32LE(child, 76);
  e.writeUInt32LE(start, 116);
  e.writeUInt32LE(size, 120);
  return e;
}

const padTo = (buf: Buffer, size: number) =>
  Buffer.concat([buf, Buffer.alloc(Math.max(0, size - buf.length))]);
const roundUp = (n: number, to: number) => Math.ceil(n / to) * to;

/**
 * A Word 97 binary document built byte by byte: an OLE compound file (MS-CFB v3, 512-byte sectors)
 * holding a WordDocument stream (a FIB plus the text) and a 1Table stream (a piece table with one
 * UTF-16 piece). Both streams are at least 4096 bytes so they live in regular sectors and no
 * mini-stream is needed.
 */
export function docFixture(paragraphs: string[] = SAMPLE_PARAGRAPHS): Buffer {
  const text = `${paragraphs.join('\r')}\r`; // Word ends every paragraph, the last one too, with CR
  const textAt = 0x400;

  const fib = Buffer.alloc(textAt);
  fib.writeUInt16LE(0xa5ec, 0x00); // wIdent: Word binary file
  fib.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  fib.writeUInt16LE(0x0409, 0x06); // lid: en-US
  fib.writeUInt16LE(0x1200, 0x0a); // fExtChar | fWhichTblStm (the table stream is 1Table)
  fib.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  fib.writeUInt32LE(textAt, 0x18); // fcMin (Word 97 readers still look here)
  fib.writeUInt16LE(14, 0x20); // csw: count of 16-bit values in fibRgW
  fib.writeUInt16LE(22, 0x3e); // cslw: count of 32-bit values in fibRgLw
  fib.writeUInt32LE(textAt + text.length * 2, 0x40); // cbMac
  fib.writeUInt32LE(text.length, 0x4c); // ccpText: characters in the main document
  fib.writeUInt16LE(93, 0x98); // cbRgFcLcb: fibRgFcLcb97
  const clx = Buffer.alloc(21);
  clx.writeUInt8(0x02, 0); // Pcdt
  clx.writeUInt32LE(16, 1); // PlcPcd size: two CPs and one PCD
  clx.writeUInt32LE(0, 5);
  clx.writeUInt32LE(text.length, 9);
  clx.writeUInt16LE(0, 13); // PCD flags
  clx.writeUInt32LE(textAt, 15); // fc without the "compressed" bit: UTF-16LE text at textAt
  clx.writeUInt16LE(0, 19); // prm
  fib.writeUInt32LE(0, 0x1a2); // fcClx: the Clx is at the start of the table stream
  fib.writeUInt32LE(clx.length, 0x1a6); // lcbClx

  const wordDocument = padTo(Buffer.concat([fib, Buffer.from(text, 'utf16le')]), 4096);
  const table = padTo(clx, 4096);
  const wdSectors = roundUp(wordDocument.length, SECTOR) / SECTOR;
  const tableSectors = roundUp(table.length, SECTOR) / SECTOR;
  const wdStart = 2; // sector 0 is the FAT, sector 1 the directory
  const tableStart = wdStart + wdSectors;
  const totalSectors = tableStart + tableSectors;
  if (totalSectors > SECTOR / 4) throw new Error('docFixture: text too long for a one-sector FAT');

  const fat = Buffer.alloc(SECTOR, 0xff); // FREESECT everywhere
  fat.writeUInt32LE(FATSECT, 0);
  fat.writeUInt32LE(ENDOFCHAIN, 4);
  const chain = (start: number, count: number) => {
    for (let i = 0; i < count; i++)
      fat.writeUInt32LE(i === count - 1 ? ENDOFCHAIN : start + i + 1, (start + i) * 4);
  };
  chain(wdStart, wdSectors);
  chain(tableStart, tableSectors);

  // Root's children form a red-black tree ordered by name length: 1Table (red) < WordDocument (black).
  const directory = Buffer.concat([
    dirEntry('Root Entry', 5, 1, NOSTREAM, NOSTREAM, 1, ENDOFCHAIN, 0),
    dirEntry('WordDocument', 2, 1, 2, NOSTREAM, NOSTREAM, wdStart, wordDocument.length),
    dirEntry('1Table', 2, 0, NOSTREAM, NOSTREAM, NOSTREAM, tableStart, table.length),
    dirEntry('', 0, 0, NOSTREAM, NOSTREAM, NOSTREAM, 0, 0),
  ]);

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian byte order mark
  header.writeUInt16LE(9, 30); // sector size 2^9
  header.writeUInt16LE(6, 32); // mini sector size 2^6
  header.writeUInt32LE(1, 44); // number of FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(ENDOFCHAIN, 60); // no mini FAT
  header.writeUInt32LE(0, 64);
  header.writeUInt32LE(ENDOFCHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREESECT, 76 + i * 4);

  return Buffer.concat([header, fat, directory, wordDocument, table]);
}

// --- Zip (for .docx bombs) -----------------------------------------------------------------------

export interface ZipEntryInput {
  name: string;
  data: Buffer;
  /** Lie about the uncompressed size in the headers (to test that the lie is caught). */
  declaredSize?: number;
}

/** A plain zip writer (deflate, no zip64): enough to build hostile .docx files. */
export function buildZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>';

/** A .docx-shaped zip whose one extra part unpacks to `megabytes` MB of zeros (about 1000:1). */
export function docxZipBombFixture(megabytes = 64): Buffer {
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.from(DOCUMENT_XML) },
    { name: 'word/media/filler.bin', data: Buffer.alloc(megabytes * 1024 * 1024) },
  ]);
}

/** A .docx-shaped zip with thousands of tiny parts. */
export function docxManyEntriesFixture(count = 5000): Buffer {
  const entries: ZipEntryInput[] = [{ name: 'word/document.xml', data: Buffer.from(DOCUMENT_XML) }];
  for (let i = 0; i < count; i++) entries.push({ name: `word/parts/p${i}.xml`, data: Buffer.from('<x/>') });
  return buildZip(entries);
}

/** word/document.xml claims 200 bytes in both headers but inflates to 64 MB. */
export function docxLyingBombFixture(megabytes = 64): Buffer {
  return buildZip([
    { name: 'word/document.xml', data: Buffer.alloc(megabytes * 1024 * 1024, 0x20), declaredSize: 200 },
  ]);
}

// --- Not essays ----------------------------------------------------------------------------------

/** A Windows executable renamed to .docx/.pdf: MZ header, PE signature and plenty of NUL bytes. */
export function exeFixture(): Buffer {
  const buf = Buffer.alloc(1024);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  buf.write('PE\0\0', 0x80, 'latin1');
  return buf;
}

/** `bytes` of plain text: valid in every way except its size. */
export function oversizedTextFixture(bytes = 11 * 1024 * 1024): Buffer {
  return Buffer.alloc(bytes, 'All work and no play. ');
}
