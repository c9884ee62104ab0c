import type { IpcMain } from 'electron';
import type { LinkPolicy } from '../security';
import type { DraftStore } from '../services/draftStore';
import type { SettingsStore } from '../services/settingsStore';
import { registerDraftHandlers } from './drafts';
import { registerFileHandlers } from './files';
import { registerLinkHandlers } from './links';
import { registerPdfHandlers } from './pdf';
import { registerSettingsHandlers } from './settings';

export interface IpcServices {
  drafts: DraftStore;
  settings: SettingsStore;
  runningApiBaseUrl: string;
  links: LinkPolicy;
}

/** Every channel of shared/ipc.ts IPC, each in the module of its concern. */
export function registerIpcHandlers(ipcMain: Pick<IpcMain, 'handle'>, services: IpcServices): void {
  registerDraftHandlers(ipcMain, services.drafts);
  registerPdfHandlers(ipcMain);
  registerFileHandlers(ipcMain);
  registerSettingsHandlers(ipcMain, services.settings, services.runningApiBaseUrl);
  registerLinkHandlers(ipcMain, services.links);
}
