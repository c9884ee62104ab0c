import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_ERRORS, type EssayAppBridge } from '../../shared/ipc';
import {
  deleteDraft,
  EssayFileError,
  getApiBaseUrl,
  getDesktopSettings,
  getDraft,
  isDesktop,
  listDrafts,
  openExternalLink,
  printsPdfLocally,
  printToPdf,
  readDroppedFile,
  saveDraft,
} from '../../renderer/src/platform';

// The platform module inside Electron: everything goes through window.essayApp, nothing to localStorage.

function fakeBridge(): { [K in keyof EssayAppBridge]: ReturnType<typeof vi.fn> } {
  return {
    getApiBaseUrl: vi.fn(() => 'https://essaycoach.example/api/'),
    listDrafts: vi.fn(async () => [{ id: 'd1', updatedAt: '2025-01-01T00:00:00.000Z', firstLine: 'Hello' }]),
    getDraft: vi.fn(async () => null),
    saveDraft: vi.fn(async () => ({ id: 'd1', updatedAt: '2025-01-01T00:00:00.000Z', firstLine: 'Hello' })),
    deleteDraft: vi.fn(async () => true),
    savePdf: vi.fn(async () => ({ saved: true, path: '/home/student/results.pdf' })),
    readEssayFile: vi.fn(async () => null),
    getSettings: vi.fn(async () => ({
      apiBaseUrl: 'https://x/api',
      apiBaseUrlSource: 'file',
      restartRequired: false,
    })),
    openExternal: vi.fn(async () => false),
  };
}

let bridge: ReturnType<typeof fakeBridge>;
beforeEach(() => {
  bridge = fakeBridge();
  window.essayApp = bridge as unknown as EssayAppBridge;
  localStorage.clear();
});
afterEach(() => {
  delete window.essayApp;
});

describe('platform in the desktop app', () => {
  it('knows it is the desktop app and uses the configured backend', () => {
    expect(isDesktop()).toBe(true);
    expect(getApiBaseUrl()).toBe('https://essaycoach.example/api');
  });

  it('keeps drafts through the bridge, not in localStorage', async () => {
    const input = { id: 'd1', essay: 'Hello', prompt: '', wordLimit: null, unit: 'words' as const };
    await saveDraft(input);
    expect(bridge.saveDraft).toHaveBeenCalledWith(input);
    expect(await listDrafts()).toHaveLength(1);
    await getDraft('d1');
    expect(bridge.getDraft).toHaveBeenCalledWith('d1');
    await deleteDraft('d1');
    expect(bridge.deleteDraft).toHaveBeenCalledWith('d1');
    expect(localStorage.length).toBe(0);
  });

  it('prints PDFs on this computer (no server needed)', () => {
    expect(printsPdfLocally()).toBe(true);
  });

  it('prints PDFs through Electron and reports where they were saved', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await printToPdf('<h1>R</h1>', 'essay-analysis')).toEqual({
      saved: true,
      path: '/home/student/results.pdf',
    });
    expect(bridge.savePdf).toHaveBeenCalledWith({ html: '<h1>R</h1>', filename: 'essay-analysis' });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('reads a dropped file through the main process', async () => {
    bridge.readEssayFile.mockResolvedValueOnce({
      ok: true,
      name: 'essay.docx',
      data: new Uint8Array([80, 75, 3, 4]),
    });
    const dropped = new File(['ignored'], 'essay.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const file = await readDroppedFile(dropped);
    expect(bridge.readEssayFile).toHaveBeenCalledWith(dropped);
    expect(file.name).toBe('essay.docx');
    expect(file.type).toBe(dropped.type);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it("shows main's refusal with the upload error text", async () => {
    bridge.readEssayFile.mockResolvedValueOnce({ ok: false, error: FILE_ERRORS.tooLarge });
    await expect(readDroppedFile(new File(['x'], 'essay.pdf'))).rejects.toEqual(
      new EssayFileError(FILE_ERRORS.tooLarge),
    );
    bridge.readEssayFile.mockRejectedValueOnce(new Error("Error invoking remote method 'files:read'"));
    await expect(readDroppedFile(new File(['x'], 'essay.pdf'))).rejects.toEqual(
      new EssayFileError(FILE_ERRORS.unreadable),
    );
  });

  it('does not ask main about files it would refuse anyway', async () => {
    await expect(readDroppedFile(new File(['MZ'], 'setup.exe'))).rejects.toThrow(FILE_ERRORS.unsupportedType);
    expect(bridge.readEssayFile).not.toHaveBeenCalled();
  });

  it('uses the page’s own File when it has no path on disk', async () => {
    const inMemory = new File(['typed'], 'essay.txt');
    expect(await readDroppedFile(inMemory)).toBe(inMemory);
  });

  it('opens links through the allowlist in main, never window.open', async () => {
    const open = vi.spyOn(window, 'open');
    expect(await openExternalLink('https://evil.example/')).toBe(false);
    expect(bridge.openExternal).toHaveBeenCalledWith('https://evil.example/');
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('has desktop settings', async () => {
    expect(await getDesktopSettings()).toMatchObject({ apiBaseUrlSource: 'file' });
  });
});
