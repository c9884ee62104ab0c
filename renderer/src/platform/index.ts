// The renderer's platform layer: the only code that knows whether it runs in Electron or a browser.
// Everything here works in both; the desktop app adds native file access, offline drafts on disk and
// system-printed PDFs.
export { desktopBridge, isDesktop } from './bridge';
export { getApiBaseUrl } from './apiBase';
export {
  createDraftId,
  deleteDraft,
  getDraft,
  isBlankDraft,
  listDrafts,
  saveDraft,
  DRAFT_SAVE_FAILED,
} from './drafts';
export { createDraftAutosaver, useDraftAutosave, DRAFT_AUTOSAVE_DELAY_MS } from './draftAutosave';
export type { DraftAutosaver, DraftAutosaveState } from './draftAutosave';
export { printsPdfLocally, printToPdf, setBrowserPdfExporter } from './pdf';
export type { PdfExporter } from './pdf';
export { EssayFileError, onFileDrop, readDroppedFile, useWindowFileDrop } from './files';
export { getDesktopSettings } from './settings';
export { openExternalLink } from './links';
export {
  checkBackend,
  getBackendStatus,
  setBackendStatus,
  subscribeBackendStatus,
  useBackendStatus,
} from './connectivity';
export type { BackendStatus } from './connectivity';
