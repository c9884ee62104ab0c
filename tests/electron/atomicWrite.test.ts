import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FsPromises from 'node:fs/promises';

// The durability half of "written atomically": the new content is on disk (fsync) before it replaces the
// old file (rename), and the rename itself is made durable (fsync of the directory). Without the first
// fsync a power cut after the rename can leave an empty or partial file under the real name.

const steps = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  const label = (p: unknown) => (String(p).endsWith('.tmp') ? 'temp' : path.basename(String(p)));
  return {
    ...real,
    rename: async (from: string, to: string) => {
      steps.push(`rename ${label(from)} -> ${label(to)}`);
      return real.rename(from, to);
    },
    open: async (...args: Parameters<typeof real.open>) => {
      const handle = await real.open(...args);
      const name = label(args[0]);
      steps.push(`open ${name}`);
      return new Proxy(handle, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver);
          if (typeof value !== 'function') return value;
          return async (...callArgs: unknown[]) => {
            if (prop === 'writeFile' || prop === 'sync' || prop === 'close') steps.push(`${prop} ${name}`);
            return (value as (...a: unknown[]) => unknown).apply(target, callArgs);
          };
        },
      });
    },
  };
});

const { writeFileAtomic } = await import('../../electron/main/services/atomicWrite');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'essay-atomic-'));
  steps.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('writes and fsyncs a temporary file, renames it over the target, then fsyncs the directory', async () => {
    await writeFileAtomic(path.join(dir, 'd1.json'), '{"essay":"v1"}');
    const dirName = path.basename(dir);
    const expected = ['open temp', 'writeFile temp', 'sync temp', 'close temp', 'rename temp -> d1.json'];
    if (process.platform !== 'win32') expected.push(`open ${dirName}`, `sync ${dirName}`, `close ${dirName}`);
    expect(steps).toEqual(expected);
    expect(await readFile(path.join(dir, 'd1.json'), 'utf8')).toBe('{"essay":"v1"}');
    expect(await readdir(dir)).toEqual(['d1.json']);
  });

  it('replaces an existing file whole, leaving no temporary file', async () => {
    const target = path.join(dir, 'd1.json');
    await writeFileAtomic(target, 'old content that is longer than the new one');
    await writeFileAtomic(target, 'new');
    expect(await readFile(target, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['d1.json']);
  });
});
