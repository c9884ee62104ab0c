import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ERRORS } from '../../shared/ipc';
import { readEssayFile } from '../../electron/main/services/essayFile';

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
