import type { z } from 'zod';
import type { DraftInputSchema, DraftSchema, PdfSaveRequestSchema, SettingsUpdateSchema } from './ipcSchemas';
import { MESSAGES } from './messages';

// The desktop bridge contract: the custom protocol the renderer is served from, the IPC channel
// names, the payload types and the one bridge (`window.essayApp`) the preload script exposes. The zod
// schemas main validates every payload with are in ./ipcSchemas.ts (type-only import here, so the
// sandboxed preload does not bundle zod). Isomorphic: no Node, DOM or Electron imports.

/** The renderer is served from app://essay-coach/ (a privileged standard + secure scheme), never file://. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'essay-coach';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export const IPC = {
  draftsList: 'drafts:list',
  draftsGet: 'drafts:get',
  draftsSave: 'drafts:save',
  draftsDelete: 'drafts:delete',
  pdfSave: 'pdf:save',
  filesRead: 'files:read',
  settingsGet: 'settings:get',
  linksOpen: 'links:open',
} as const;
export type IpcChannel = (typeof IPC)[keyof typeof IPC];

/** preload reads the API base URL from this command-line switch (sandboxed preloads see process.argv). */
export const API_BASE_URL_ARG = '--essay-coach-api-base-url=';

// ----- Drafts -----------------------------------------------------------------------------------

export const DRAFT_ESSAY_MAX_CHARS = 200_000;
export const DRAFT_PROMPT_MAX_CHARS = 2_000;

/** What the student has typed on the Analyze screen; saved as they type. */
export type DraftInput = z.infer<typeof DraftInputSchema>;
export type Draft = z.infer<typeof DraftSchema>;

export interface DraftSummary {
  id: string;
  updatedAt: string;
  /** First non-empty line of the essay (or the prompt), shortened for a list. */
  firstLine: string;
}

const FIRST_LINE_MAX = 80;

/** Shared by the desktop store and the browser fallback so both list drafts the same way. */
export function summarizeDraft(draft: Draft): DraftSummary {
  const source = draft.essay.trim() ? draft.essay : draft.prompt;
  const line = source.split(/\r?\n/).find((l) => l.trim()) ?? '';
  const trimmed = line.trim().replace(/\s+/g, ' ');
  const firstLine = trimmed.length > FIRST_LINE_MAX ? `${trimmed.slice(0, FIRST_LINE_MAX - 1)}…` : trimmed;
  return { id: draft.id, updatedAt: draft.updatedAt, firstLine: firstLine || 'Empty draft' };
}

// ----- PDF export ------------------------------------------------------------------------------

/**
 * The printed HTML travels in a data: URL, and Chromium caps URLs at 2 MB; base64 grows the text by
 * a third, so 1.5 MB of HTML is the most that fits. A results page is a few hundred kilobytes.
 */
export const PDF_HTML_MAX_CHARS = 1_500_000;

export type PdfSaveRequest = z.input<typeof PdfSaveRequestSchema>;
export type PdfSaveResult = { saved: true; path?: string } | { saved: false };

/** Keeps a suggested file name free of path separators and characters Windows refuses. */
export function sanitizeFileName(name: string): string {
  return name
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/^[.\s-]+|[.\s]+$/g, '')
    .slice(0, 100);
}

// ----- Essay files (drag-and-drop and upload) ---------------------------------------------------

/** Same limits as the server's POST /upload (spec section 5: .txt, .doc, .docx, .pdf, under 10 MB). */
export const ESSAY_FILE_EXTENSIONS = ['.txt', '.docx', '.doc', '.pdf'] as const;
export const ESSAY_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The words POST /upload answers with (shared/messages.ts is the one source for both). */
export const FILE_ERRORS = {
  unsupportedType: MESSAGES.uploadUnsupported,
  tooLarge: MESSAGES.uploadTooLarge,
  empty: MESSAGES.uploadEmpty,
  unreadable: MESSAGES.uploadFailed,
} as const;

export function essayFileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** The first problem with a file by name and size (content is checked by the server), or null. */
export function checkEssayFile(name: string, size: number): string | null {
  if (!(ESSAY_FILE_EXTENSIONS as readonly string[]).includes(essayFileExtension(name))) {
    return FILE_ERRORS.unsupportedType;
  }
  if (size > ESSAY_FILE_MAX_BYTES) return FILE_ERRORS.tooLarge;
  if (size === 0) return FILE_ERRORS.empty;
  return null;
}

export type FileReadResult =
  { ok: true; name: string; data: Uint8Array<ArrayBuffer> } | { ok: false; error: string };

// ----- Settings -------------------------------------------------------------------------------

export type SettingsUpdate = z.input<typeof SettingsUpdateSchema>;

export interface DesktopSettings {
  apiBaseUrl: string;
  /** 'file' when the settings file overrides the build-time default. */
  apiBaseUrlSource: 'build' | 'file';
  /**
   * True when settings.json was edited after the app started: the change applies at the next start (the
   * CSP and the bridge are fixed per window).
   */
  restartRequired: boolean;
}

// ----- The bridge ------------------------------------------------------------------------------

/** `window.essayApp`: named functions only; the renderer never sees ipcRenderer. */
export interface EssayAppBridge {
  getApiBaseUrl(): string;
  listDrafts(): Promise<DraftSummary[]>;
  getDraft(id: string): Promise<Draft | null>;
  saveDraft(draft: DraftInput): Promise<DraftSummary>;
  deleteDraft(id: string): Promise<boolean>;
  savePdf(request: PdfSaveRequest): Promise<PdfSaveResult>;
  /**
   * Reads a dropped or picked file through the main process (it has the path, the renderer does not).
   * null when the file has no path on disk (created in memory); the renderer then reads it itself.
   */
  readEssayFile(file: File): Promise<FileReadResult | null>;
  /**
   * Read-only: the page cannot change where the app connects. A script injected into the page could
   * otherwise point the next start (and its CSP) at another server; settings.json is edited by hand.
   */
  getSettings(): Promise<DesktopSettings>;
  /** Opens an allowlisted https link in the system browser; false when refused. */
  openExternal(url: string): Promise<boolean>;
}
