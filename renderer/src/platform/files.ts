import { useEffect, useRef } from 'react';
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
}

/**
 * Accepts a file dropped anywhere on the target (default: the whole window) and hands it, checked and
 * read, to `onFile`. A component with its own drop zone that calls preventDefault() wins. Returns the
 * function that removes the listeners.
 */
export function onFileDrop(onFile: (file: File) => void, options: FileDropOptions = {}): () => void {
  const target = options.target ?? window;
  const over = (event: Event) => {
    const drag = event as DragEvent;
    if (!carriesFiles(drag)) return;
    drag.preventDefault(); // allow dropping (and stop the browser opening the file)
    if (drag.dataTransfer) drag.dataTransfer.dropEffect = 'copy';
  };
  const drop = (event: Event) => {
    const drag = event as DragEvent;
    if (!carriesFiles(drag)) return;
    if (drag.defaultPrevented) return;
    drag.preventDefault();
    const file = drag.dataTransfer?.files[0];
    if (!file) return;
    readDroppedFile(file).then(onFile, (error: unknown) =>
      options.onError?.(error instanceof EssayFileError ? error.message : FILE_ERRORS.unreadable),
    );
  };
  target.addEventListener('dragover', over);
  target.addEventListener('drop', drop);
  return () => {
    target.removeEventListener('dragover', over);
    target.removeEventListener('drop', drop);
  };
}

/** React form of onFileDrop for the whole window; the latest callbacks are always used. */
export function useWindowFileDrop(onFile: (file: File) => void, onError?: (message: string) => void): void {
  const callbacks = useRef({ onFile, onError });
  useEffect(() => {
    callbacks.current = { onFile, onError };
  });
  useEffect(
    () =>
      onFileDrop((file) => callbacks.current.onFile(file), {
        onError: (message) => callbacks.current.onError?.(message),
      }),
    [],
  );
}
