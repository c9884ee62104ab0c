import { useEffect, useRef, useState } from 'react';
import type { DraftInput, DraftSummary } from '../../../shared/ipc';
import { DRAFT_SAVE_FAILED, isBlankDraft, saveDraft } from './drafts';

export const DRAFT_AUTOSAVE_DELAY_MS = 800;

export interface DraftAutosaver {
  /**
   * Remember the latest text; it is saved once typing pauses for the delay. Text pending for another
   * draft is saved at once.
   */
  schedule(draft: DraftInput): void;
  /** Save the pending text now (on unmount, before leaving the page). */
  flush(): Promise<void>;
  cancel(): void;
}

interface AutosaverOptions {
  delayMs?: number;
  save?: (draft: DraftInput) => Promise<DraftSummary>;
  onSaved?: (summary: DraftSummary) => void;
  onError?: (message: string) => void;
}

/**
 * Debounces saves while the student types and runs them one at a time, so a slow earlier save can
 * never land after (and overwrite) a later one.
 */
export function createDraftAutosaver(options: AutosaverOptions = {}): DraftAutosaver {
  const { delayMs = DRAFT_AUTOSAVE_DELAY_MS, save = saveDraft, onSaved, onError } = options;
  let pending: DraftInput | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    const draft = pending;
    pending = null;
    if (!draft || isBlankDraft(draft)) return queue;
    queue = queue.then(async () => {
      let summary: DraftSummary;
      try {
        // Not `onSaved?.(await save(draft))`: optional chaining would skip the save when onSaved is unset.
        summary = await save(draft);
      } catch {
        onError?.(DRAFT_SAVE_FAILED);
        return;
      }
      onSaved?.(summary);
    });
    return queue;
  };

  return {
    schedule(draft) {
      // Another draft now (one was restored): what was typed in the previous one is saved first, not dropped.
      if (pending && pending.id !== draft.id) void flush();
      pending = draft;
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      pending = null;
    },
  };
}

export interface DraftAutosaveState {
  lastSaved: DraftSummary | null;
  error: string | null;
}

/**
 * Saves `draft` (debounced) whenever it changes; pass null to pause (e.g. while a draft is being
 * restored). Pending text is saved when the component unmounts or the page is hidden.
 */
export function useDraftAutosave(
  draft: DraftInput | null,
  delayMs: number = DRAFT_AUTOSAVE_DELAY_MS,
): DraftAutosaveState {
  const [state, setState] = useState<DraftAutosaveState>({ lastSaved: null, error: null });
  const saverRef = useRef<DraftAutosaver | null>(null);

  useEffect(() => {
    const saver = createDraftAutosaver({
      delayMs,
      onSaved: (lastSaved) => setState({ lastSaved, error: null }),
      onError: (error) => setState((s) => ({ ...s, error })),
    });
    saverRef.current = saver;
    const onHide = () => void saver.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void saver.flush();
      saverRef.current = null;
    };
  }, [delayMs]);

  useEffect(() => {
    if (draft) saverRef.current?.schedule(draft);
  }, [draft]);

  return state;
}
