import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractor, extractDocument, type Extractor } from '../../../server/extract';
import { DEFAULT_EXTRACT_LIMITS } from '../../../server/extract/document';
import { readCentralDirectory } from '../../../server/extract/zip';
import {
  buildZip,
  corruptPdfFixture,
  docFixture,
  docxFixture,
  docxLyingBombFixture,
  docxManyEntriesFixture,
  docxZipBombFixture,
  exeFixture,
  pdfFixture,
  SAMPLE_PARAGRAPHS,
  txtFixture,
  utf16TxtFixture,
} from '../../helpers/fixtures';

// Text extraction as the upload route uses it: worker threads with a time limit, type by content.

const words = (s: string) => s.replace(/\s+/g, ' ').trim();
const PARAGRAPHS = [
  'Dear reader, “curly quotes” and an em dash — stay as typed.',
  'A second paragraph (with brackets).',
];

describe('extracting essay text from files', () => {
  let extractor: Extractor;
  beforeAll(async () => {
    extractor = createExtractor({ timeoutMs: 20_000 });
    await extractor.warm();
  }, 120_000);
  afterAll(() => extractor.close());

  it.each([
    ['txt (UTF-8)', () => txtFixture(PARAGRAPHS), 'txt'],
    ['txt (UTF-16 with BOM)', () => utf16TxtFixture(PARAGRAPHS), 'txt'],
    ['txt (Windows-1252)', () => Buffer.from('Caf\xe9 au lait \x93quoted\x94', 'latin1'), 'txt'],
    ['docx', () => docxFixture(PARAGRAPHS), 'docx'],
    ['doc (Word 97)', () => docFixture(PARAGRAPHS), 'doc'],
    ['pdf', () => pdfFixture(PARAGRAPHS), 'pdf'],
  ])('reads %s', async (_name, make, kind) => {
    const doc = await extractor.extract(await make());
    expect(doc.kind).toBe(kind);
    if (_name.includes('1252')) expect(doc.text).toBe('Café au lait “quoted”');
    else expect(words(doc.text)).toBe(words(PARAGRAPHS.join(' ')));
  });

  it('keeps paragraphs apart and trims the clean-up residue', async () => {
    const doc = await extractor.extract(await docxFixture(SAMPLE_PARAGRAPHS));
    expect(doc.text).toBe(SAMPLE_PARAGRAPHS.join('\n\n'));
  });

  it('reads a web page saved as .doc as its text, paragraphs kept, no markup', async () => {
    // What Word's "Save as Web Page" writes (trimmed), then renamed to .doc by the student.
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta charset="utf-8"><title>My essay</title>
<style>p.MsoNormal { margin: 0 }</style><!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View></w:WordDocument></xml><![endif]-->
</head>
<body lang=EN-US>
<div class=WordSection1>
<p class=MsoNormal>Dear reader, &ldquo;curly quotes&rdquo; and an
em dash &mdash; stay as&nbsp;typed.</p>
<p class=MsoNormal><span style='font-size:12pt'>A second paragraph</span> (with brackets).<br>
Its second line.</p>
<script>document.write('never text')</script>
</div></body></html>`;
    const doc = await extractor.extract(Buffer.from(html, 'utf8'));
    expect(doc.text).toBe(
      'Dear reader, “curly quotes” and an em dash — stay as\u00a0typed.\n\n' +
        'A second paragraph (with brackets).\nIts second line.',
    );
  });

  it.each([
    ['an empty file', () => Buffer.alloc(0), 'empty_file'],
    ['a renamed .exe', exeFixture, 'unsupported'],
    ['an RTF file', () => Buffer.from('{\\rtf1\\ansi Hello}'), 'rtf'],
    [
      'a zip that is not a Word document',
      () => buildZip([{ name: 'a.txt', data: Buffer.from('hi') }]),
      'not_word',
    ],
    ['a corrupt PDF', corruptPdfFixture, 'corrupt'],
    ['a .docx that unpacks to 64 MB', () => docxZipBombFixture(64), 'zip_bomb'],
    ['a .docx with 5,000 parts', () => docxManyEntriesFixture(5000), 'zip_bomb'],
    ['a .docx whose headers lie about its size', () => docxLyingBombFixture(64), 'zip_bomb'],
    ['a text file with only spaces', () => Buffer.from('   \n\n  \t'), 'no_text'],
    ['a text file longer than an essay may be', () => Buffer.from('word '.repeat(20_000)), 'too_long'],
  ])('refuses %s with a clear reason', async (_name, make, code) => {
    await expect(extractor.extract(make())).rejects.toMatchObject({ code, name: 'ExtractError' });
  });

  it('refuses zip bombs from the central directory alone, before anything is inflated', () => {
    expect(() => readCentralDirectory(docxZipBombFixture(64), DEFAULT_EXTRACT_LIMITS)).toThrow(
      expect.objectContaining({ code: 'zip_bomb' }),
    );
    expect(() => readCentralDirectory(docxManyEntriesFixture(5000), DEFAULT_EXTRACT_LIMITS)).toThrow(
      expect.objectContaining({ code: 'zip_bomb' }),
    );
  });

  it('kills a parse that exceeds the time limit and keeps working afterwards', async () => {
    const impatient = createExtractor({ timeoutMs: 1 });
    try {
      await expect(impatient.extract(await docxFixture())).rejects.toMatchObject({ code: 'timeout' });
    } finally {
      await impatient.close();
    }
    expect((await extractor.extract(await docxFixture())).kind).toBe('docx');
  });

  it('runs in-process too (for the desktop app), with the same rules', async () => {
    expect((await extractDocument(docFixture(PARAGRAPHS))).text).toBe(PARAGRAPHS.join('\n'));
    await expect(extractDocument(exeFixture())).rejects.toMatchObject({ code: 'unsupported' });
  });
});
