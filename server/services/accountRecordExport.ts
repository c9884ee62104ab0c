import { MESSAGES } from '../../shared/messages';
import { safeFilename } from '../../shared/schemas/export';
import type { RecordExportFormat } from '../../shared/schemas/usage';
import type { Feedback } from '../../shared/analysis/feedback';
import { renderResult } from '../analysis/index';
import { HttpError } from '../errors';
import { storedResult } from '../presenters/history';
import type { AnalysisRow } from './accountHistory';
import { PdfError, type PdfRenderer } from './pdf';

// Exports of one stored analysis (the viewer's Markdown, HTML and PDF buttons). The documents stored with
// the record are used when present; otherwise they are rendered again from its feedback.

export interface ExportFile {
  body: Buffer | string;
  contentType: string;
  filename: string;
}

const EXTENSIONS: Record<RecordExportFormat, string> = { pdf: 'pdf', html: 'html', markdown: 'md' };

export async function exportRecord(
  record: AnalysisRow,
  format: RecordExportFormat,
  pdf: PdfRenderer | undefined,
  now: Date,
): Promise<ExportFile> {
  const filename = `${safeFilename(record.essay_title)}-${now.toISOString().slice(0, 10)}.${EXTENSIONS[format]}`;
  const stored = storedResult(record.analysis_data);
  const documents = () => {
    if (!stored.feedback) throw new HttpError(422, MESSAGES.noAnalysisData);
    try {
      return renderResult(stored.feedback as unknown as Feedback);
    } catch {
      // An old or partial record that the current renderer cannot read.
      throw new HttpError(422, MESSAGES.displayFailed);
    }
  };
  if (format === 'markdown') {
    return {
      body: stored.markdown ?? documents().markdown,
      contentType: 'text/markdown; charset=utf-8',
      filename,
    };
  }
  const html = stored.html ?? documents().html;
  if (format === 'html') return { body: html, contentType: 'text/html; charset=utf-8', filename };
  if (!pdf?.available) throw new PdfError('unavailable');
  return { body: await pdf.render(html), contentType: 'application/pdf', filename };
}
