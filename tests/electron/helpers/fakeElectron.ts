import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

// A stand-in for the 'electron' module (the real one needs the Electron binary). Tests use it with
// vi.mock('electron', () => import('./helpers/fakeElectron')) and inspect what the code asked for.

type Listener = (...args: unknown[]) => void;

export class FakeWebContents extends EventEmitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  printToPDF = vi.fn(async () => Buffer.from('%PDF-1.7 fake pdf'));
}

export class BrowserWindow {
  static instances: BrowserWindow[] = [];
  static fromWebContents = vi.fn((): BrowserWindow | null => null);
  static getAllWindows = vi.fn(() => BrowserWindow.instances);
  readonly webContents = new FakeWebContents();
  readonly loadURL = vi.fn(async (_url: string) => undefined);
  readonly destroy = vi.fn();
  readonly once = vi.fn();
  readonly show = vi.fn();
  constructor(readonly options: Record<string, unknown>) {
    BrowserWindow.instances.push(this);
  }
}

export class FakeSession {
  beforeRequest: ((details: { url: string }, callback: (r: { cancel: boolean }) => void) => void) | null =
    null;
  permissionRequest: ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void) | null = null;
  permissionCheck: ((wc: unknown, permission: string) => boolean) | null = null;
  headersReceived: {
    filter: { urls: string[] };
    handler: (
      details: { url: string; responseHeaders?: Record<string, string[]> },
      callback: (r: { responseHeaders?: Record<string, string[]> }) => void,
    ) => void;
  } | null = null;
  webRequest = {
    onBeforeRequest: (handler: NonNullable<FakeSession['beforeRequest']>) => {
      this.beforeRequest = handler;
    },
    onHeadersReceived: (
      filter: { urls: string[] },
      handler: NonNullable<FakeSession['headersReceived']>['handler'],
    ) => {
      this.headersReceived = { filter, handler };
    },
  };
  setPermissionRequestHandler(handler: NonNullable<FakeSession['permissionRequest']>) {
    this.permissionRequest = handler;
  }
  setPermissionCheckHandler(handler: NonNullable<FakeSession['permissionCheck']>) {
    this.permissionCheck = handler;
  }
}

const partitions = new Map<string, FakeSession>();
export const session = {
  defaultSession: new FakeSession(),
  fromPartition: vi.fn((name: string) => {
    if (!partitions.has(name)) partitions.set(name, new FakeSession());
    return partitions.get(name)!;
  }),
};

const appEvents = new EventEmitter();
export const app = {
  paths: new Map<string, string>(),
  getPath: vi.fn((name: string) => app.paths.get(name) ?? `/tmp/essay-coach-fake-${name}`),
  setPath: vi.fn((name: string, value: string) => void app.paths.set(name, value)),
  on: vi.fn((event: string, listener: Listener) => appEvents.on(event, listener)),
  emit: (event: string, ...args: unknown[]) => appEvents.emit(event, ...args),
  whenReady: vi.fn(() => Promise.resolve()),
  isReady: vi.fn(() => true),
  enableSandbox: vi.fn(),
  requestSingleInstanceLock: vi.fn(() => true),
  quit: vi.fn(),
  exit: vi.fn(),
};

export const dialog = {
  showSaveDialog: vi.fn(async (..._args: unknown[]) => ({
    canceled: true,
    filePath: '' as string | undefined,
  })),
};
export const shell = { openExternal: vi.fn(async (_url: string) => undefined) };
export const protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() };

export const ipcHandlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
export const ipcMain = {
  handle: vi.fn((channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => {
    ipcHandlers.set(channel, handler);
  }),
};

// Preload side.
export const contextBridge = { exposeInMainWorld: vi.fn() };
export const ipcRenderer = {
  invoke: vi.fn(async (..._args: unknown[]) => undefined),
  send: vi.fn(),
  on: vi.fn(),
};
export const webUtils = { getPathForFile: vi.fn((_file: unknown) => '') };

export default {
  app,
  BrowserWindow,
  contextBridge,
  dialog,
  ipcMain,
  ipcRenderer,
  protocol,
  session,
  shell,
  webUtils,
};

/** An IPC event as if sent from the given frame URL (the main frame unless a parent is given). */
export function ipcEvent(url: string | null, parent: unknown = null) {
  return { senderFrame: url === null ? null : { url, parent }, sender: new FakeWebContents() };
}

export const APP_PAGE = 'app://essay-coach/analyze';
