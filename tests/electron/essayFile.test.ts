import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESSAY_FILE_EXTENSIONS, ESSAY_FILE_MAX_BYTES, FILE_ERRORS } from '../../shared/ipc';
import { MESSAGES } from '../../shared/messages';
import { ANALYZE_MESSAGES, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '../../shared/schemas/analyze';
import { readEssayFile } from '../../electron/main/services/essayFile';
import { EXTRACT_MESSAGES } from '../../server/extract/errors';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'essay-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('reading a dropped essay file', () => {
  it('returns the bytes and name of an allowed file', async () => {
    const file = path.join(dir, 'My Essay.DOCX');
    await writeFile(file, Buffer.from('PK\x03\x04 fake docx'));
    const result = await readEssayFile(file);
    expect(result).toEqual({
      ok: true,
      name: 'My Essay.DOCX',
      data: new Uint8Array(Buffer.from('PK\x03\x04 fake docx')),
    });
  });

  it('refuses other types with the upload error text', async () => {
    const file = path.join(dir, 'program.exe');
    await writeFile(file, 'MZ');
    expect(await readEssayFile(file)).toEqual({ ok: false, error: FILE_ERRORS.unsupportedType });
  });

  it('refuses files over 10 MB without reading them', async () => {
    const file = path.join(dir, 'huge.pdf');
    await writeFile(file, '');
    await truncate(file, 10 * 1024 * 1024 + 1);
    expect(await readEssayFile(file)).toEqual({ ok: false, error: FILE_ERRORS.tooLarge });
  });

  it('accepts exactly 10 MB', async () => {
    const file = path.join(dir, 'limit.txt');
    await writeFile(file, '');
    await truncate(file, 10 * 1024 * 1024);
    const result = await readEssayFile(file);
    expect(result.ok && result.data.byteLength).toBe(10 * 1024 * 1024);
  });

  it('refuses empty files, directories, missing and relative paths', async () => {
    const empty = path.join(dir, 'empty.txt');
    await writeFile(empty, '');
    expect(await readEssayFile(empty)).toEqual({ ok: false, error: FILE_ERRORS.empty });
    const folder = path.join(dir, 'folder.txt');
    await mkdir(folder);
    expect(await readEssayFile(folder)).toEqual({ ok: false, error: FILE_ERRORS.unreadable });
    expect(await readEssayFile(path.join(dir, 'missing.txt'))).toEqual({
      ok: false,
      error: FILE_ERRORS.unreadable,
    });
    expect(await readEssayFile('essay.txt')).toEqual({ ok: false, error: FILE_ERRORS.unreadable });
  });
});

describe('the same limits and words as the server upload', () => {
  it('uses the texts POST /upload answers with', () => {
    expect(FILE_ERRORS).toEqual({
      unsupportedType: EXTRACT_MESSAGES.unsupported,
      tooLarge: ANALYZE_MESSAGES.uploadTooLarge,
      empty: EXTRACT_MESSAGES.empty_file,
      unreadable: MESSAGES.uploadFailed,
    });
  });

  it('takes the same file types and size', () => {
    expect(ESSAY_FILE_MAX_BYTES).toBe(UPLOAD_MAX_BYTES);
    expect([...ESSAY_FILE_EXTENSIONS].sort()).toEqual(UPLOAD_ACCEPT.split(',').sort());
  });
});
