import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installApiCookiePolicy } from './apiCookies';
import { buildTimeApiBaseUrl, externalLinkHosts } from './config';
import { registerIpcHandlers } from './ipc';
import { registerAppScheme, serveRenderer } from './protocol';
import {
  contentSecurityPolicy,
  installNavigationGuards,
  lockDownPermissions,
  type LinkPolicy,
} from './security';
import { DraftStore } from './services/draftStore';
import { SettingsStore } from './services/settingsStore';
import { createMainWindow } from './window';

// Lifecycle only: the policies live in security.ts/protocol.ts, the IPC concerns in ipc/.

const here = path.dirname(fileURLToPath(import.meta.url));
const preloadPath = path.join(here, '../preload/index.cjs');
const rendererRoot = path.join(here, '../renderer');

// A portable or test profile: keep settings and drafts where the caller says.
if (process.env.ESSAY_COACH_USER_DATA_DIR)
  app.setPath('userData', path.resolve(process.env.ESSAY_COACH_USER_DATA_DIR));

registerAppScheme();
app.enableSandbox();

const linkPolicy: LinkPolicy = { allowedHosts: [], openExternal: (url) => shell.openExternal(url) };
app.on('web-contents-created', (_event, contents) => installNavigationGuards(contents, linkPolicy));

let apiBaseUrl = '';

function openWindow(): BrowserWindow {
  return createMainWindow({ preload: preloadPath, apiBaseUrl });
}

async function start(): Promise<void> {
  const userData = app.getPath('userData');
  const settings = new SettingsStore(path.join(userData, 'settings.json'), buildTimeApiBaseUrl());
  apiBaseUrl = (await settings.load()).apiBaseUrl;
  linkPolicy.allowedHosts = externalLinkHosts(apiBaseUrl);

  const drafts = new DraftStore(path.join(userData, 'drafts'));
  await drafts.removeLeftovers().catch(() => 0);

  lockDownPermissions(session.defaultSession);
  installApiCookiePolicy(session.defaultSession, apiBaseUrl);
  serveRenderer(rendererRoot, contentSecurityPolicy(apiBaseUrl));
  registerIpcHandlers(ipcMain, { drafts, settings, runningApiBaseUrl: apiBaseUrl, links: linkPolicy });
  openWindow();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [win] = BrowserWindow.getAllWindows();
    if (win?.isMinimized()) win.restore();
    win?.focus();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    // macOS: clicking the dock icon with no window open. Before start() finishes there is nothing to show.
    if (apiBaseUrl && BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('Essay Coach failed to start:', error);
      app.exit(1);
    });
}
