import type { IpcMain } from 'electron';
import { IPC } from '../../../shared/ipc';
import { ExternalLinkSchema } from '../../../shared/ipcSchemas';
import { openIfAllowed, type LinkPolicy } from '../security';
import { handleTrusted } from './guard';

export function registerLinkHandlers(ipcMain: Pick<IpcMain, 'handle'>, policy: LinkPolicy): void {
  handleTrusted(ipcMain, IPC.linksOpen, ExternalLinkSchema, ({ url }) => openIfAllowed(url, policy));
}
