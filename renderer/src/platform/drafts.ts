import { summarizeDraft, type Draft, type DraftInput, type DraftSummary } from '../../../shared/ipc';
import { DraftInputSchema, DraftSchema } from '../../../shared/ipcSchemas';
import { desktopBridge } from './bridge';

// Offline drafts. The desktop app keeps them as files in its profile (written atomically by the main
// process); the browser keeps them in localStorage. Both validate what they read and skip anything
// corrupt, so one bad entry never hides the others.

const STORAGE_KEY = 'essay-coach.drafts.v1';
const MAX_BROWSER_DRAFTS = 20;

export const DRAFT_SAVE_FAILED = 'Could not save your draft on this device.';

export function createDraftId(): string {
  return crypto.randomUUID();
}

function readBrowserDrafts(): Draft[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = DraftSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function writeBrowserDrafts(drafts: Draft[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(drafts));
}

const newestFirst = (a: Draft, b: Draft) => b.updatedAt.localeCompare(a.updatedAt);

export async function listDrafts(): Promise<DraftSummary[]> {
  const bridge = desktopBridge();
  if (bridge) return bridge.listDrafts();
  return readBrowserDrafts().sort(newestFirst).map(summarizeDraft);
}

export async function getDraft(id: string): Promise<Draft | null> {
  const bridge = desktopBridge();
  if (bridge) return bridge.getDraft(id);
  return readBrowserDrafts().find((d) => d.id === id) ?? null;
}

export async function saveDraft(input: DraftInput): Promise<DraftSummary> {
  const bridge = desktopBridge();
  if (bridge) return bridge.saveDraft(input);
  const draft: Draft = { ...DraftInputSchema.parse(input), updatedAt: new Date().toISOString() };
  // Keep the newest few: localStorage is small and shared with the rest of the site.
  const drafts = [draft, ...readBrowserDrafts().filter((d) => d.id !== draft.id)]
    .sort(newestFirst)
    .slice(0, MAX_BROWSER_DRAFTS);
  try {
    writeBrowserDrafts(drafts);
  } catch {
    throw new Error(DRAFT_SAVE_FAILED);
  }
  return summarizeDraft(draft);
}

export async function deleteDraft(id: string): Promise<boolean> {
  const bridge = desktopBridge();
  if (bridge) return bridge.deleteDraft(id);
  const drafts = readBrowserDrafts();
  const remaining = drafts.filter((d) => d.id !== id);
  writeBrowserDrafts(remaining);
  return remaining.length !== drafts.length;
}

/** Nothing typed yet: not worth a draft. */
export function isBlankDraft(input: Pick<DraftInput, 'essay' | 'prompt'>): boolean {
  return !input.essay.trim() && !input.prompt.trim();
}
