import type { PdfSaveResult } from '../../../shared/ipc';
import { MESSAGES } from '../../../shared/messages';
import { getApiBaseUrl } from './apiBase';
import { desktopBridge } from './bridge';

export type PdfExporter = (html: string, filename: string) => Promise<PdfSaveResult>;

/** Browser default: the server renders the PDF (POST /export/pdf, spec section 7) and we download it. */
const serverPdfExporter: PdfExporter = async (html, filename) => {
  const response = await fetch(`${getApiBaseUrl()}/export/pdf`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ html_content: html, filename }),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const detail = (body as { detail?: unknown } | null)?.detail;
    throw new Error(typeof detail === 'string' && detail ? detail : MESSAGES.genericError);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${filename}.pdf`;
    link.click();
  } finally {
    // Give the download a moment to start before the blob is released.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return { saved: true };
};

let browserExporter: PdfExporter = serverPdfExporter;

/** Lets the web app's export module replace how browsers get their PDF (e.g. its own API call). */
export function setBrowserPdfExporter(exporter: PdfExporter | null): void {
  browserExporter = exporter ?? serverPdfExporter;
}

/**
 * True where PDFs are printed on this computer (the desktop app: works offline, needs no server
 * support); false where the server renders them (then GET /config's pdf_export_available says whether it can).
 */
export function printsPdfLocally(): boolean {
  return desktopBridge() !== undefined;
}

/**
 * Exports results HTML as a PDF. Desktop: printed by Electron in a locked-down hidden window and saved
 * where the student chooses ({saved: false} if they cancel). Browser: the exporter above.
 */
export async function printToPdf(html: string, filename = 'essay-analysis'): Promise<PdfSaveResult> {
  const bridge = desktopBridge();
  if (bridge) return bridge.savePdf({ html, filename });
  return browserExporter(html, filename);
}
