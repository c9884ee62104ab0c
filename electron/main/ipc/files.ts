import type { IpcMain } from 'electron';
import { IPC } from '../../../shared/ipc';
import { FileReadRequestSchema } from '../../../shared/ipcSchemas';
import { readEssayFile } from '../services/essayFile';
import { handleTrusted } from './guard';

export function registerFileHandlers(ipcMain: Pick<IpcMain, 'handle'>): void {
  handleTrusted(ipcMain, IPC.filesRead, FileReadRequestSchema, ({ path }) => readEssayFile(path));
}
