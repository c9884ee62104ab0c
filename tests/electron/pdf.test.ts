import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../shared/ipc';
import {
  APP_PAGE,
  BrowserWindow,
  dialog,
  ipcEvent,
  ipcHandlers,
  ipcMain,
  type FakeSession,
} from './helpers/fakeElectron';

vi.mock('electron', () => import('./helpers/fakeElectron'));

const { pdfWindowPreferences, getPrintSession, printHtmlToPdf } =
  await import('../../electron/main/services/pdfPrinter');
const { registerPdfHandlers } = await import('../../electron/main/ipc/pdf');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'essay-pdf-'));
  BrowserWindow.instances.length = 0;
  dialog.showSaveDialog.mockReset();
  ipcHandlers.clear();
  registerPdfHandlers(ipcMain);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const beforeRequest = (url: string) =>
  new Promise<{ cancel: boolean }>((resolve) =>
    (getPrintSession() as unknown as FakeSession).beforeRequest!({ url }, resolve),
  );

describe('the PDF print window', () => {
  it('is hidden, sandboxed, without JavaScript, Node or a preload, in its own session', async () => {
    await printHtmlToPdf('<h1>Results</h1>');
    const [win] = BrowserWindow.instances;
    expect(win!.options.show).toBe(false);
    const prefs = win!.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      sandbox: true,
      javascript: false,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(prefs.preload).toBeUndefined();
    expect(prefs.session).toBe(getPrintSession());
    expect(pdfWindowPreferences(getPrintSession())).toEqual(prefs);
  });

  it('cancels every request except the data: document', async () => {
    expect(await beforeRequest('data:text/html;base64,PGgxPg==')).toEqual({ cancel: false });
    for (const url of [
      'https://tracker.example/pixel.png',
      'http://127.0.0.1:3000/api/me',
      'file:///etc/passwd',
      'app://essay-coach/index.html',
      'ws://evil.example/',
    ]) {
      expect(await beforeRequest(url)).toEqual({ cancel: true });
    }
  });

  it('refuses every permission request in the print session', async () => {
    const ses = getPrintSession() as unknown as FakeSession;
    const answer = await new Promise((resolve) => ses.permissionRequest!(null, 'media', resolve));
    expect(answer).toBe(false);
    expect(ses.permissionCheck!(null, 'clipboard-read')).toBe(false);
  });

  it('loads the HTML as a data: URL, prints it and always destroys the window', async () => {
    const html = '<h1>Überschrift & <em>results</em></h1>';
    const pdf = await printHtmlToPdf(html);
    const [win] = BrowserWindow.instances;
    const url = win!.loadURL.mock.calls[0]![0];
    expect(url.startsWith('data:text/html;charset=utf-8;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString('utf8')).toBe(html);
    expect(Buffer.from(pdf).toString()).toContain('%PDF');
    expect(win!.destroy).toHaveBeenCalled();
  });

  it('destroys the window when printing fails', async () => {
    const failing = printHtmlToPdf('<p>x</p>');
    const [win] = BrowserWindow.instances;
    win!.webContents.printToPDF.mockRejectedValueOnce(new Error('printing failed'));
    await expect(failing).rejects.toThrow('printing failed');
    expect(win!.destroy).toHaveBeenCalled();
  });
});

describe('pdf:save', () => {
  const save = (payload: unknown) =>
    Promise.resolve(ipcHandlers.get(IPC.pdfSave)!(ipcEvent(APP_PAGE), payload));

  it('writes the printed PDF where the student chose', async () => {
    const target = path.join(dir, 'my-results');
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: target });
    expect(await save({ html: '<h1>Results</h1>', filename: 'essay-analysis-2025-01-10' })).toEqual({
      saved: true,
      path: `${target}.pdf`,
    });
    expect((await readFile(`${target}.pdf`)).toString()).toContain('%PDF');
    const options = dialog.showSaveDialog.mock.calls[0]![0] as { defaultPath: string };
    expect(path.basename(options.defaultPath)).toBe('essay-analysis-2025-01-10.pdf');
  });

  it("asks in a dialog attached to the student's window", async () => {
    const parent = new BrowserWindow({});
    BrowserWindow.fromWebContents.mockReturnValueOnce(parent);
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    await save({ html: '<p>x</p>' });
    expect(dialog.showSaveDialog.mock.calls[0]![0]).toBe(parent);
    expect(dialog.showSaveDialog.mock.calls[0]![1]).toMatchObject({
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    });
  });

  it('prints nothing and writes nothing when the student cancels', async () => {
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    expect(await save({ html: '<h1>Results</h1>' })).toEqual({ saved: false });
    expect(BrowserWindow.instances).toHaveLength(0);
    expect(await readdir(dir)).toEqual([]);
  });

  it('suggests a file name without path separators', async () => {
    dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    await save({ html: '<p>x</p>', filename: '../../etc/passwd' });
    const options = dialog.showSaveDialog.mock.calls[0]![0] as { defaultPath: string };
    expect(path.basename(options.defaultPath)).toBe('etc-passwd.pdf');
    expect(path.dirname(options.defaultPath)).toBe('/tmp/essay-coach-fake-documents');
  });
});
