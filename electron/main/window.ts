import { BrowserWindow, type WebPreferences } from 'electron';
import { API_BASE_URL_ARG, APP_ORIGIN } from '../../shared/ipc';

/** The checklist's window options: isolated, sandboxed, no Node, no webviews, no navigation on drop. */
export function mainWindowPreferences(preload: string, apiBaseUrl: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    // Dropping a file must reach the page's drop handler, not replace the page with file://.
    navigateOnDragDrop: false,
    spellcheck: true,
    // The sandboxed preload reads this synchronously so the API client can know its base URL at once.
    additionalArguments: [`${API_BASE_URL_ARG}${apiBaseUrl}`],
  };
}

export function createMainWindow(options: { preload: string; apiBaseUrl: string }): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 360,
    minHeight: 480,
    show: false,
    title: 'Essay Coach',
    backgroundColor: '#1b1a2e',
    autoHideMenuBar: true,
    webPreferences: mainWindowPreferences(options.preload, options.apiBaseUrl),
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${APP_ORIGIN}/`);
  return win;
}
