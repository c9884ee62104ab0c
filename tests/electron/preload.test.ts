import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE_URL_ARG, IPC, type EssayAppBridge } from '../../shared/ipc';
import { contextBridge, ipcRenderer, webUtils } from './helpers/fakeElectron';

vi.mock('electron', () => import('./helpers/fakeElectron'));

let bridge: EssayAppBridge;

beforeAll(async () => {
  process.argv.push(`${API_BASE_URL_ARG}https://essaycoach.example/api`);
  await import('../../electron/preload/index');
  process.argv.pop();
  bridge = contextBridge.exposeInMainWorld.mock.calls[0]![1] as EssayAppBridge;
});

describe('preload bridge', () => {
  it('exposes exactly one object, window.essayApp, made only of named functions', () => {
    expect(contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(contextBridge.exposeInMainWorld.mock.calls[0]![0]).toBe('essayApp');
    for (const [name, value] of Object.entries(bridge)) {
      expect(typeof value, name).toBe('function');
      expect(value, name).not.toBe(ipcRenderer.invoke);
    }
    expect(Object.values(bridge)).not.toContain(ipcRenderer);
  });

  it('offers no way to change where the app connects', () => {
    expect(
      Object.keys(bridge).filter((name) => /^set|save.*settings|settings.*(set|save)/i.test(name)),
    ).toEqual([]);
    expect(Object.values(IPC).filter((channel) => channel.startsWith('settings:'))).toEqual([
      IPC.settingsGet,
    ]);
  });

  it('hands the API base URL from the command line to the page', () => {
    expect(bridge.getApiBaseUrl()).toBe('https://essaycoach.example/api');
  });

  it('sends each call on its own channel', async () => {
    const draft = { id: 'd1', essay: 'x', prompt: '', wordLimit: null, unit: 'words' as const };
    await bridge.listDrafts();
    await bridge.getDraft('d1');
    await bridge.saveDraft(draft);
    await bridge.deleteDraft('d1');
    await bridge.savePdf({ html: '<p>x</p>', filename: 'r' });
    await bridge.getSettings();
    await bridge.openExternal('https://x.example/');
    expect(ipcRenderer.invoke.mock.calls).toEqual([
      [IPC.draftsList],
      [IPC.draftsGet, 'd1'],
      [IPC.draftsSave, draft],
      [IPC.draftsDelete, 'd1'],
      [IPC.pdfSave, { html: '<p>x</p>', filename: 'r' }],
      [IPC.settingsGet],
      [IPC.linksOpen, { url: 'https://x.example/' }],
    ]);
  });

  it('reads a dropped file by its path on disk, and leaves in-memory files to the page', async () => {
    ipcRenderer.invoke.mockClear();
    const file = new File(['essay'], 'essay.txt');
    webUtils.getPathForFile.mockReturnValueOnce('/home/student/essay.txt');
    await bridge.readEssayFile(file);
    expect(webUtils.getPathForFile).toHaveBeenCalledWith(file);
    expect(ipcRenderer.invoke).toHaveBeenCalledWith(IPC.filesRead, { path: '/home/student/essay.txt' });

    ipcRenderer.invoke.mockClear();
    webUtils.getPathForFile.mockReturnValueOnce('');
    expect(await bridge.readEssayFile(file)).toBeNull();
    expect(ipcRenderer.invoke).not.toHaveBeenCalled();
  });
});
