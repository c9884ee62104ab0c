import type { IpcMain } from 'electron';
import { IPC } from '../../../shared/ipc';
import { DraftIdSchema, DraftInputSchema, NoPayloadSchema } from '../../../shared/ipcSchemas';
import type { DraftStore } from '../services/draftStore';
import { handleTrusted } from './guard';

export function registerDraftHandlers(ipcMain: Pick<IpcMain, 'handle'>, store: DraftStore): void {
  handleTrusted(ipcMain, IPC.draftsList, NoPayloadSchema, () => store.list());
  handleTrusted(ipcMain, IPC.draftsGet, DraftIdSchema, (id) => store.get(id));
  handleTrusted(ipcMain, IPC.draftsSave, DraftInputSchema, (draft) => store.save(draft));
  handleTrusted(ipcMain, IPC.draftsDelete, DraftIdSchema, (id) => store.delete(id));
}
