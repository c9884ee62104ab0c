import { useEffect, useRef, useState } from 'react';
import { checkEssayFile, FILE_ERRORS } from '../../../shared/ipc';
import { desktopBridge } from './bridge';

/** A file the app will not take; `message` is the text to show (same texts as POST /upload). */
export class EssayFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EssayFileError';
  }
}

/**
 * Checks a dropped or picked essay file and returns a File ready to post to /upload. In the desktop
 * app the main process reads it from disk (re-checking type and size there); in a browser the File
 * is used as is.
 */
export async function readDroppedFile(file: File): Promise<File> {
  const problem = checkEssayFile(file.name, file.size);
  if (problem) throw new EssayFileError(problem);
  const bridge = desktopBridge();
  if (!bridge) return file;
  let result;
  try {
    result = await bridge.readEssayFile(file);
  } catch {
    throw new EssayFileError(FILE_ERRORS.unreadable);
  }
  if (result === null) return file; // not on disk: the page built it, so it can read it
  if (!result.ok) throw new EssayFileError(result.error);
  return new File([result.data], result.name, { type: file.type });
}

function carriesFiles(event: DragEvent): boolean {
  return !!event.dataTransfer && Array.from(event.dataTransfer.types).includes('Files');
}

export interface FileDropOptions {
  onError?: (message: string) => void;
  target?: Window | HTMLElement;
  /** While false, dropped files are refused (and still never opened by the browser). */
  isEnabled?: () => boolean;
  /** True while files are dragged over the target, false once they leave or are dropped. */
  onDragChange?: (dragging: boolean) => void;
}

/**
 * Accepts a file dropped anywhere on the target (default: the whole window) and hands it, checked and
 * read, to `onFile`. A component with its own drop zone that calls preventDefault() wins. Returns the
 * function that removes the listeners.
 */
export function onFileDrop(onFile: (file: File) => void, options: FileDropOptions = {}): () => void {
  const target = options.target ?? window;
  const enabled = () => options.isEnabled?.() ?? true;
  // dragenter/dragleave fire for every child crossed; count them to know when the drag left the target.
  let depth = 0;
  const setDepth = (next: number) => {
    const was = depth > 0;
    depth = Math.max(0, next);
    if (was !== depth > 0) options.onDragChange?.(depth > 0);
  };
  const enter = (event: Event) => {
    if (carriesFiles(event as DragEvent)) setDepth(depth + 1);
  };
  const leave = (event: Event) => {
    if (carriesFiles(event as DragEvent)) setDepth(depth - 1);
  };
  const end = () => setDepth(0);
  const over = (event: Event) => {
    const drag = event as DragEvent;
    if (!carriesFiles(drag)) return;
    drag.preventDefault(); // allow dropping (and stop the browser opening the file)
    if (drag.dataTransfer) drag.dataTransfer.dropEffect = enabled() ? 'copy' : 'none';
  };
  const drop = (event: Event) => {
    const drag = event as DragEvent;
    if (!carriesFiles(drag)) return;
    setDepth(0);
    if (drag.defaultPrevented) return;
    drag.preventDefault();
    const file = drag.dataTransfer?.files[0];
    if (!file || !enabled()) return;
    readDroppedFile(file).then(onFile, (error: unknown) =>
      options.onError?.(error instanceof EssayFileError ? error.message : FILE_ERRORS.unreadable),
    );
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['dragenter', enter],
    ['dragleave', leave],
    ['dragend', end],
    ['dragover', over],
    ['drop', drop],
  ];
  for (const [type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}

export interface WindowFileDropOptions {
  onError?: (message: string) => void;
  /** Refuse drops for now (e.g. while a review runs or another file is being read). */
  disabled?: boolean;
}

/**
 * React form of onFileDrop for the whole window: a .txt, .docx, .doc or .pdf dropped anywhere is
 * checked (and, in the desktop app, read from disk by the main process) and handed to `onFile`. The
 * latest callbacks are always used. Returns whether files are being dragged over the window, so the
 * screen can show where they will land.
 */
export function useWindowFileDrop(
  onFile: (file: File) => void,
  options: WindowFileDropOptions = {},
): { dragging: boolean } {
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ onFile, ...options });
  useEffect(() => {
    latest.current = { onFile, ...options };
  });
  useEffect(
    () =>
      onFileDrop((file) => latest.current.onFile(file), {
        onError: (message) => latest.current.onError?.(message),
        isEnabled: () => !latest.current.disabled,
        onDragChange: setDragging,
      }),
    [],
  );
  return { dragging };
}
