import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../shared/ipc';
import { APP_PAGE, ipcEvent, ipcHandlers, ipcMain, shell } from './helpers/fakeElectron';

vi.mock('electron', () => import('./helpers/fakeElectron'));

const { registerIpcHandlers } = await import('../../electron/main/ipc');
const { DraftStore } = await import('../../electron/main/services/draftStore');
const { SettingsStore } = await import('../../electron/main/services/settingsStore');

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'essay-ipc-'));
  ipcHandlers.clear();
  registerIpcHandlers(ipcMain, {
    drafts: new DraftStore(path.join(dir, 'drafts')),
    settings: new SettingsStore(path.join(dir, 'settings.json'), 'http://localhost:3000/api'),
    runningApiBaseUrl: 'http://localhost:3000/api',
    links: { allowedHosts: ['essaycoach.example'], openExternal: (url) => shell.openExternal(url) },
  });
  shell.openExternal.mockClear();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const call = (channel: string, url: string | null, ...args: unknown[]) =>
  Promise.resolve().then(() => ipcHandlers.get(channel)!(ipcEvent(url), ...args));

const draft = {
  id: 'draft-1',
  essay: 'My first summer\nat camp',
  prompt: 'Tell us',
  wordLimit: 650,
  unit: 'words',
};

// A valid payload per channel, so the sender test proves the sender (not the payload) is refused.
const validPayload: Record<string, unknown> = {
  [IPC.draftsList]: undefined,
  [IPC.draftsGet]: 'draft-1',
  [IPC.draftsSave]: draft,
  [IPC.draftsDelete]: 'draft-1',
  [IPC.pdfSave]: { html: '<p>hi</p>', filename: 'essay' },
  [IPC.filesRead]: { path: '/tmp/essay.txt' },
  [IPC.settingsGet]: undefined,
  [IPC.linksOpen]: { url: 'https://essaycoach.example/help' },
};

describe('IPC handlers', () => {
  it('registers a handler for every channel of the bridge', () => {
    expect([...ipcHandlers.keys()].sort()).toEqual(Object.values(IPC).sort());
  });

  const foreignSenders: [string, string | null][] = [
    ['a web page', 'https://evil.example/'],
    ['a file:// page', 'file:///home/student/evil.html'],
    ['another app:// host', 'app://evil/'],
    ['the dev server origin', 'http://localhost:5173/'],
    ['a destroyed or navigated frame', null],
  ];

  for (const channel of Object.values(IPC)) {
    it.each(foreignSenders)(`${channel} rejects %s`, async (_label, url) => {
      await expect(call(channel, url, validPayload[channel])).rejects.toThrow(/untrusted sender/);
    });
  }

  it('rejects our own page when it is loaded in a subframe', async () => {
    const handler = ipcHandlers.get(IPC.draftsList)!;
    await expect(
      Promise.resolve().then(() => handler(ipcEvent(APP_PAGE, { url: 'https://evil.example/' }))),
    ).rejects.toThrow(/untrusted sender/);
  });

  it('a refused sender changes nothing on disk', async () => {
    await expect(call(IPC.draftsSave, 'https://evil.example/', draft)).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });

  it.each([
    [IPC.draftsSave, { ...draft, id: '../../outside' }],
    [IPC.draftsSave, { ...draft, essay: 42 }],
    [IPC.draftsSave, { ...draft, unit: 'pages' }],
    [IPC.draftsSave, { ...draft, wordLimit: 0 }],
    [IPC.draftsSave, { ...draft, essay: 'x'.repeat(200_001) }],
    [IPC.draftsGet, '../settings'],
    [IPC.draftsDelete, { id: 'draft-1' }],
    [IPC.draftsList, 'unexpected'],
    [IPC.pdfSave, { html: '' }],
    [IPC.pdfSave, { html: 'x'.repeat(1_500_001) }],
    [IPC.filesRead, { path: 42 }],
    [IPC.filesRead, 'C:/essay.txt'],
    [IPC.settingsGet, { apiBaseUrl: 'https://evil.example/api' }],
    [IPC.linksOpen, { url: 5 }],
  ])('%s rejects bad arguments %#', async (channel, payload) => {
    await expect(call(channel, APP_PAGE, payload)).rejects.toThrow(/invalid arguments/);
  });

  it('rejects extra arguments', async () => {
    await expect(call(IPC.draftsGet, APP_PAGE, 'draft-1', 'extra')).rejects.toThrow(/invalid arguments/);
  });

  it('serves our own page: save, list, restore and delete a draft', async () => {
    const summary = await call(IPC.draftsSave, APP_PAGE, draft);
    expect(summary).toMatchObject({ id: 'draft-1', firstLine: 'My first summer' });
    expect(await call(IPC.draftsList, APP_PAGE)).toEqual([summary]);
    expect(await call(IPC.draftsGet, APP_PAGE, 'draft-1')).toMatchObject(draft);
    expect(await call(IPC.draftsDelete, APP_PAGE, 'draft-1')).toBe(true);
    expect(await call(IPC.draftsList, APP_PAGE)).toEqual([]);
  });

  it('opens allowlisted https links in the system browser and refuses the rest', async () => {
    expect(await call(IPC.linksOpen, APP_PAGE, { url: 'https://essaycoach.example/help' })).toBe(true);
    for (const url of [
      'http://essaycoach.example/help',
      'https://evil.example/',
      'https://user:pw@essaycoach.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(await call(IPC.linksOpen, APP_PAGE, { url })).toBe(false);
    }
    expect(shell.openExternal.mock.calls).toEqual([['https://essaycoach.example/help']]);
  });

  it('shows the settings read-only, and says when settings.json was edited since the start', async () => {
    expect(await call(IPC.settingsGet, APP_PAGE)).toEqual({
      apiBaseUrl: 'http://localhost:3000/api',
      apiBaseUrlSource: 'build',
      restartRequired: false,
    });
    await writeFile(
      path.join(dir, 'settings.json'),
      JSON.stringify({ apiBaseUrl: 'https://essaycoach.example/api/' }),
    );
    expect(await call(IPC.settingsGet, APP_PAGE)).toEqual({
      apiBaseUrl: 'https://essaycoach.example/api',
      apiBaseUrlSource: 'file',
      restartRequired: true,
    });
  });

  it('has no channel through which the page could change where the app connects', () => {
    expect([...ipcHandlers.keys()].filter((c) => c.startsWith('settings:'))).toEqual([IPC.settingsGet]);
    expect(ipcHandlers.has('settings:set')).toBe(false);
  });
});
