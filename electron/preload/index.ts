import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { API_BASE_URL_ARG, IPC, type EssayAppBridge } from '../../shared/ipc';

// The one bridge between the sandboxed renderer and the main process: named functions that each send
// one channel's payload. ipcRenderer itself never reaches the page. The main process validates every
// payload and checks the sender, so nothing here is trusted; this file only forwards.

const apiBaseUrl =
  process.argv.find((arg) => arg.startsWith(API_BASE_URL_ARG))?.slice(API_BASE_URL_ARG.length) ?? '';

const essayApp: EssayAppBridge = {
  getApiBaseUrl: () => apiBaseUrl,
  listDrafts: () => ipcRenderer.invoke(IPC.draftsList),
  getDraft: (id) => ipcRenderer.invoke(IPC.draftsGet, id),
  saveDraft: (draft) => ipcRenderer.invoke(IPC.draftsSave, draft),
  deleteDraft: (id) => ipcRenderer.invoke(IPC.draftsDelete, id),
  savePdf: (request) => ipcRenderer.invoke(IPC.pdfSave, request),
  readEssayFile: async (file) => {
    // Files that are not on disk (built in memory by the page) have no path; the renderer reads those itself.
    const path = webUtils.getPathForFile(file);
    return path ? ipcRenderer.invoke(IPC.filesRead, { path }) : null;
  },
  getSettings: () => ipcRenderer.invoke(IPC.settingsGet),
  openExternal: (url) => ipcRenderer.invoke(IPC.linksOpen, { url }),
};

contextBridge.exposeInMainWorld('essayApp', essayApp);
