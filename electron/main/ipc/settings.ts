import type { IpcMain } from 'electron';
import { IPC, type DesktopSettings } from '../../../shared/ipc';
import { NoPayloadSchema, SettingsUpdateSchema } from '../../../shared/ipcSchemas';
import type { SettingsStore } from '../services/settingsStore';
import { handleTrusted } from './guard';

/**
 * `runningApiBaseUrl` is what this window was started with (its CSP and bridge are fixed); a saved
 * change reports restartRequired until the next start.
 */
export function registerSettingsHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  store: SettingsStore,
  runningApiBaseUrl: string,
): void {
  const withRestartFlag = (s: Awaited<ReturnType<SettingsStore['load']>>): DesktopSettings => ({
    ...s,
    restartRequired: s.apiBaseUrl !== runningApiBaseUrl,
  });
  handleTrusted(ipcMain, IPC.settingsGet, NoPayloadSchema, async () => withRestartFlag(await store.load()));
  handleTrusted(ipcMain, IPC.settingsSet, SettingsUpdateSchema, async (update) =>
    withRestartFlag(await store.save(update)),
  );
}
