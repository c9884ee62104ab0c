import { app, BrowserWindow, dialog, type IpcMain } from 'electron';
import path from 'node:path';
import { IPC, type PdfSaveResult } from '../../../shared/ipc';
import { PdfSaveRequestSchema } from '../../../shared/ipcSchemas';
import { writeFileAtomic } from '../services/atomicWrite';
import { printHtmlToPdf } from '../services/pdfPrinter';
import { handleTrusted } from './guard';

/** Asks where to save first (nothing is printed if the student cancels), then prints and writes. */
export function registerPdfHandlers(ipcMain: Pick<IpcMain, 'handle'>): void {
  handleTrusted(ipcMain, IPC.pdfSave, PdfSaveRequestSchema, async ({ html, filename }, event) => {
    const parent = BrowserWindow.fromWebContents(event.sender);
    const options = {
      title: 'Save PDF',
      defaultPath: path.join(app.getPath('documents'), `${filename}.pdf`),
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    };
    const choice = parent
      ? await dialog.showSaveDialog(parent, options)
      : await dialog.showSaveDialog(options);
    if (choice.canceled || !choice.filePath) return { saved: false } satisfies PdfSaveResult;
    const target = /\.pdf$/i.test(choice.filePath) ? choice.filePath : `${choice.filePath}.pdf`;
    await writeFileAtomic(target, await printHtmlToPdf(html));
    return { saved: true, path: target } satisfies PdfSaveResult;
  });
}
