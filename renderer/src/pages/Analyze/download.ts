import type { AnalysisResult } from '../../../../shared/analysis/feedback';
import type { ResultFormat } from '../../api/analyze';

// Download Results: the shown format saved as .json, .html or .md with the date in the name,
// e.g. essay-analysis-2026-11-22.json (Download PDF uses the same name with .pdf).

const EXTENSIONS: Record<ResultFormat, string> = { json: 'json', html: 'html', markdown: 'md' };
const MIME_TYPES: Record<ResultFormat, string> = {
  json: 'application/json',
  html: 'text/html;charset=utf-8',
  markdown: 'text/markdown;charset=utf-8',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'essay-analysis-2026-11-22': the local calendar date, as the student reads it. */
export function resultBaseName(date: Date = new Date()): string {
  return `essay-analysis-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function resultFileName(format: ResultFormat, date: Date = new Date()): string {
  return `${resultBaseName(date)}.${EXTENSIONS[format]}`;
}

/** The JSON view of a result: the server's json_output, indented for reading. */
export function jsonContent(result: AnalysisResult): string {
  const raw = typeof result.json_output === 'string' && result.json_output.trim() ? result.json_output : null;
  if (raw) {
    try {
      return JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      return raw;
    }
  }
  return JSON.stringify(result.feedback, null, 2);
}

export function resultBlob(format: ResultFormat, content: string): Blob {
  return new Blob([content], { type: MIME_TYPES[format] });
}

/** Saves a file through a temporary link (works in browsers and in the desktop app's renderer). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
