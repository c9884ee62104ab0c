import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE_URL_ARG, IPC } from '../../shared/ipc';
import { app, BrowserWindow, FakeWebContents, ipcHandlers, protocol, session } from './helpers/fakeElectron';

vi.mock('electron', () => import('./helpers/fakeElectron'));

let userData: string;

beforeAll(async () => {
  userData = await mkdtemp(path.join(tmpdir(), 'essay-main-'));
  await mkdir(path.join(userData, 'drafts'));
  await writeFile(
    path.join(userData, 'settings.json'),
    JSON.stringify({ apiBaseUrl: 'https://api.essaycoach.example/api' }),
  );
  await writeFile(path.join(userData, 'drafts', '.d1.json.abcdef.tmp'), '{"half');
  process.env.ESSAY_COACH_USER_DATA_DIR = userData;
  await import('../../electron/main/index');
  await vi.waitFor(() => expect(BrowserWindow.instances).toHaveLength(1));
});
afterAll(async () => {
  delete process.env.ESSAY_COACH_USER_DATA_DIR;
  await rm(userData, { recursive: true, force: true });
});

describe('main process start-up', () => {
  it('registers the app:// scheme before the app is ready and enforces the sandbox everywhere', () => {
    const registered = protocol.registerSchemesAsPrivileged.mock.invocationCallOrder[0]!;
    expect(registered).toBeLessThan(app.whenReady.mock.invocationCallOrder[0]!);
    expect(app.enableSandbox).toHaveBeenCalled();
    expect(app.requestSingleInstanceLock).toHaveBeenCalled();
  });

  it('keeps its profile where ESSAY_COACH_USER_DATA_DIR says and removes temp files left by a crash', async () => {
    expect(app.setPath).toHaveBeenCalledWith('userData', userData);
    expect(await readdir(path.join(userData, 'drafts'))).toEqual([]);
  });

  it('opens one locked-down window on app://essay-coach/ with the configured backend', () => {
    const [win] = BrowserWindow.instances;
    const prefs = win!.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(String(prefs.preload)).toMatch(/preload[\\/]index\.cjs$/);
    expect(prefs.additionalArguments).toEqual([`${API_BASE_URL_ARG}https://api.essaycoach.example/api`]);
    expect(win!.loadURL).toHaveBeenCalledWith('app://essay-coach/');
  });

  it('serves the renderer over app:// with a CSP that allows only the configured backend', async () => {
    expect(protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    const handler = protocol.handle.mock.calls[0]![1] as (r: Request) => Promise<Response>;
    const response = await handler({ url: 'app://essay-coach/', method: 'GET' } as Request);
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.essaycoach.example;",
    );
  });

  it('answers every bridge channel and refuses permission prompts', () => {
    expect([...ipcHandlers.keys()].sort()).toEqual(Object.values(IPC).sort());
    expect(session.defaultSession.permissionCheck!(null, 'media')).toBe(false);
  });

  it("lets the backend's session cookie travel with the app's API calls", () => {
    expect(session.defaultSession.headersReceived?.filter).toEqual({
      urls: ['https://api.essaycoach.example/*'],
    });
  });

  it('guards every web contents created later: no new windows, no navigation away', () => {
    const contents = new FakeWebContents();
    app.emit('web-contents-created', {}, contents);
    expect(contents.windowOpenHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    const event = { preventDefault: vi.fn() };
    contents.emit('will-navigate', event, 'https://evil.example/');
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
