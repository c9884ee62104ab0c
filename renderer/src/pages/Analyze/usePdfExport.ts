import { useCallback, useEffect, useRef, useState } from 'react';
import { PDF_MESSAGES } from '../../../../shared/schemas/export';
import { printsPdfLocally, printToPdf } from '../../platform';
import { resultBaseName } from './download';

// Download PDF on the Review Essay screen. The desktop app prints the result's HTML report with
// Electron (hidden sandboxed window, no scripts, no network) and saves it where the student chooses;
// a browser asks the server to render it (POST /export/pdf) and downloads the file.

export type PdfExportState =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; note: string } | { kind: 'error'; message: string };

export interface PdfExport {
  state: PdfExportState;
  /** Whether the action can be offered at all (see unavailableReason). */
  available: boolean;
  /** Why not, in words to show; null when available or not known yet. */
  unavailableReason: string | null;
  /** Resolves true once the PDF is saved (false: failed, or the student cancelled the save dialog). */
  exportPdf: (html: string) => Promise<boolean>;
  reset: () => void;
}

/**
 * `serverCanExport`: GET /config's pdf_export_available (null while unknown or unreadable). It only
 * matters in a browser; the desktop app prints on the student's computer, even offline.
 */
export function usePdfExport(serverCanExport: boolean | null): PdfExport {
  const [state, setState] = useState<PdfExportState>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const local = printsPdfLocally();
  const available = local || serverCanExport !== false;

  const exportPdf = useCallback(
    async (html: string) => {
      if (!html.trim()) {
        setState({ kind: 'error', message: PDF_MESSAGES.failed });
        return false;
      }
      setState({ kind: 'busy' });
      try {
        const saved = await printToPdf(html, resultBaseName());
        if (!mounted.current) return saved.saved;
        if (!saved.saved)
          setState({ kind: 'idle' }); // the student cancelled the save dialog
        else if (saved.path) setState({ kind: 'done', note: `PDF saved to ${saved.path}` });
        else setState({ kind: 'done', note: 'PDF downloaded.' });
        return saved.saved;
      } catch (err) {
        if (!mounted.current) return false;
        // The server's detail is for students; the bridge's errors ("Error invoking remote method…") and
        // fetch's network TypeError are not.
        const fromServer = !local && err instanceof Error && !(err instanceof TypeError) && err.message;
        setState({ kind: 'error', message: fromServer || PDF_MESSAGES.failed });
        return false;
      }
    },
    [local],
  );

  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return {
    state,
    available,
    unavailableReason: available ? null : PDF_MESSAGES.unavailable,
    exportPdf,
    reset,
  };
}
