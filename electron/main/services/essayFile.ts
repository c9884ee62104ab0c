import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { checkEssayFile, ESSAY_FILE_MAX_BYTES, FILE_ERRORS, type FileReadResult } from '../../../shared/ipc';

/**
 * Reads a dropped essay file for the renderer, which then sends the bytes to POST /upload for text
 * extraction. Same allowlist and 10 MB limit as the server; only regular files, never directories or
 * devices. The renderer cannot name arbitrary paths: preload only sends paths of File objects the user
 * dropped or picked (webUtils.getPathForFile).
 */
export async function readEssayFile(filePath: string): Promise<FileReadResult> {
  if (!path.isAbsolute(filePath)) return { ok: false, error: FILE_ERRORS.unreadable };
  const name = path.basename(filePath);
  let size: number;
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return { ok: false, error: FILE_ERRORS.unreadable };
    size = info.size;
  } catch {
    return { ok: false, error: FILE_ERRORS.unreadable };
  }
  const problem = checkEssayFile(name, size);
  if (problem) return { ok: false, error: problem };

  try {
    return await readAtMost(filePath, size);
  } catch {
    return { ok: false, error: FILE_ERRORS.unreadable };
  }
}

async function readAtMost(filePath: string, expectedSize: number): Promise<FileReadResult> {
  const handle = await open(filePath, 'r');
  try {
    // One byte more than stat() reported tells us the file grew in between; never read past the limit.
    const buffer = new Uint8Array(Math.min(expectedSize, ESSAY_FILE_MAX_BYTES) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length === buffer.length) {
      return {
        ok: false,
        error: length > ESSAY_FILE_MAX_BYTES ? FILE_ERRORS.tooLarge : FILE_ERRORS.unreadable,
      };
    }
    if (length === 0) return { ok: false, error: FILE_ERRORS.empty };
    return { ok: true, name: path.basename(filePath), data: buffer.slice(0, length) };
  } finally {
    await handle.close();
  }
}
