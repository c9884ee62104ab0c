import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FsPromises from 'node:fs/promises';
import type { DraftInput } from '../../shared/ipc';

// Simulated crashes: `crash.at` makes the real fs fail at one step of the atomic write, as a power cut
// or a killed process would stop it there.
const crash = vi.hoisted(() => ({ at: null as null | 'rename' | 'write' }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  return {
    ...real,
    rename: async (from: string, to: string) => {
      if (crash.at === 'rename')
        throw Object.assign(new Error('simulated crash before rename'), { code: 'EIO' });
      return real.rename(from, to);
    },
    open: async (...args: Parameters<typeof real.open>) => {
      const handle = await real.open(...args);
      if (crash.at !== 'write' || !String(args[0]).endsWith('.tmp')) return handle;
      // Write half of the data, then die.
      return new Proxy(handle, {
        get(target, prop, receiver) {
          if (prop === 'writeFile') {
            return async (data: string) => {
              await target.writeFile(data.slice(0, Math.floor(data.length / 2)));
              throw Object.assign(new Error('simulated crash mid-write'), { code: 'EIO' });
            };
          }
          const value = Reflect.get(target, prop, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
  };
});

const { DraftStore } = await import('../../electron/main/services/draftStore');

let dir: string;
let clock: Date;
let store: InstanceType<typeof DraftStore>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'essay-drafts-'));
  clock = new Date('2025-01-10T09:00:00.000Z');
  store = new DraftStore(dir, () => clock);
  crash.at = null;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const draft = (over: Partial<DraftInput> = {}): DraftInput => ({
  id: 'a1',
  essay: 'The night the power went out\nwe told stories.',
  prompt: 'Describe a challenge',
  wordLimit: 650,
  unit: 'words',
  ...over,
});

describe('DraftStore', () => {
  it('lists drafts newest first with their time and first line', async () => {
    await store.save(draft({ id: 'old', essay: '\n\n  First line of the old one  \nmore' }));
    clock = new Date('2025-01-11T09:00:00.000Z');
    await store.save(draft({ id: 'new', essay: '', prompt: 'Why this college?' }));
    expect(await store.list()).toEqual([
      { id: 'new', updatedAt: '2025-01-11T09:00:00.000Z', firstLine: 'Why this college?' },
      { id: 'old', updatedAt: '2025-01-10T09:00:00.000Z', firstLine: 'First line of the old one' },
    ]);
  });

  it('restores exactly what was saved, and deletes', async () => {
    await store.save(draft({ essay: 'Ünïcødé ✓ essay', unit: 'characters', wordLimit: null }));
    expect(await store.get('a1')).toEqual({
      ...draft({ essay: 'Ünïcødé ✓ essay', unit: 'characters', wordLimit: null }),
      updatedAt: clock.toISOString(),
    });
    expect(await store.delete('a1')).toBe(true);
    expect(await store.get('a1')).toBeNull();
    expect(await store.delete('a1')).toBe(false);
  });

  it('a crash before the rename leaves the previous draft intact and nothing half-written listed', async () => {
    await store.save(draft({ essay: 'Version one' }));
    crash.at = 'rename';
    await expect(store.save(draft({ essay: 'Version two' }))).rejects.toThrow(/simulated crash/);
    crash.at = null;
    expect((await store.get('a1'))?.essay).toBe('Version one');
    expect(await store.list()).toHaveLength(1);
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('a failed write (disk full mid-way) leaves the previous draft intact and no temporary file', async () => {
    await store.save(draft({ essay: 'Version one' }));
    crash.at = 'write';
    await expect(
      store.save(draft({ essay: 'Version two, much longer than the first one' })),
    ).rejects.toThrow();
    crash.at = null;
    expect(await readFile(path.join(dir, 'a1.json'), 'utf8')).toContain('Version one');
    expect(await readdir(dir)).toEqual(['a1.json']);
  });

  it('a process killed mid-write: the half file is never listed and is removed at the next start', async () => {
    await store.save(draft({ essay: 'Version one' }));
    // What writeFileAtomic leaves behind when the process dies between writing and renaming.
    await writeFile(path.join(dir, '.a1.json.0123456789ab.tmp'), '{"id":"a1","essay":"Version tw');
    expect(await store.list()).toEqual([
      { id: 'a1', updatedAt: clock.toISOString(), firstLine: 'Version one' },
    ]);
    expect((await store.get('a1'))?.essay).toBe('Version one');
    expect(await new DraftStore(dir).removeLeftovers()).toBe(1);
    expect(await readdir(dir)).toEqual(['a1.json']);
  });

  it('skips corrupt, foreign and mismatched files instead of failing', async () => {
    await store.save(draft({ id: 'good' }));
    await writeFile(path.join(dir, 'truncated.json'), '{"id":"truncated","essay":"Half');
    await writeFile(path.join(dir, 'wrong-shape.json'), JSON.stringify({ id: 'wrong-shape', essay: 5 }));
    await writeFile(
      path.join(dir, 'renamed.json'),
      JSON.stringify({ ...draft({ id: 'other' }), updatedAt: clock.toISOString() }),
    );
    await writeFile(path.join(dir, 'notes.txt'), 'not a draft');
    expect((await store.list()).map((d) => d.id)).toEqual(['good']);
    expect(await store.get('truncated')).toBeNull();
    expect(await store.get('renamed')).toBeNull();
  });

  it('lists nothing before the first save', async () => {
    expect(await new DraftStore(path.join(dir, 'missing')).list()).toEqual([]);
  });

  it('refuses ids that could name a path', async () => {
    await expect(store.save(draft({ id: '../escape' }))).rejects.toThrow();
    await expect(store.get('../../etc/passwd')).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
