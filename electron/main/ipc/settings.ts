import type { IpcMain } from 'electron';
import { IPC, type DesktopSettings } from '../../../shared/ipc';
import { NoPayloadSchema } from '../../../shared/ipcSchemas';
import type { SettingsStore } from '../services/settingsStore';
import { handleTrusted } from './guard';

/**
 * Read-only on purpose: the renderer may see the settings but never change them, so a script injected into
 * the page cannot point the next start (and its CSP's connect-src) at another server. `runningApiBaseUrl`
 * is what this window was started with; a hand edit of settings.json reports restartRequired.
 */
export function registerSettingsHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  store: SettingsStore,
  runningApiBaseUrl: string,
): void {
  handleTrusted(ipcMain, IPC.settingsGet, NoPayloadSchema, async (): Promise<DesktopSettings> => {
    const settings = await store.load();
    return { ...settings, restartRequired: settings.apiBaseUrl !== runningApiBaseUrl };
  });
}
