import { useEffect, useRef } from 'react';

// A file dropped on another page of the desktop app (WindowDrop) is handed to the Review Essay screen's
// editor, which loads it as if it had been dropped there: checked, read and uploaded, or its error shown.

export type HandedOverDrop = { file: File } | { error: string };

let pending: HandedOverDrop | null = null;
const listeners = new Set<() => void>();

/** Keeps the drop (or why it was refused) for the editor; a later drop replaces an unclaimed one. */
export function handOverDrop(drop: HandedOverDrop): void {
  pending = drop;
  listeners.forEach((listener) => listener());
}

/** Whether a drop is waiting for the editor (tests). */
export function hasHandedOverDrop(): boolean {
  return pending !== null;
}

/**
 * Delivers a handed-over drop once, to the mounted editor. Delivery waits a tick so React's development
 * double mount (mount, unmount, mount) cannot deliver it to the instance that is thrown away.
 */
export function useHandedOverDrop(onFile: (file: File) => void, onError: (message: string) => void): void {
  const latest = useRef({ onFile, onError });
  useEffect(() => {
    latest.current = { onFile, onError };
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deliver = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const drop = pending;
        pending = null;
        if (!drop) return;
        if ('file' in drop) latest.current.onFile(drop.file);
        else latest.current.onError(drop.error);
      }, 0);
    };
    deliver();
    listeners.add(deliver);
    return () => {
      clearTimeout(timer);
      listeners.delete(deliver);
    };
  }, []);
}
