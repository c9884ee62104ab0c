import { DEFAULT_EXPORT_FILENAME } from '../../../shared/schemas/export';
import { apiDownload, type Download } from './client';

/** POST /export/pdf: the server prints the (sanitised) HTML with headless Chromium. */
export const exportPdf = (htmlContent: string, filename = DEFAULT_EXPORT_FILENAME): Promise<Download> =>
  apiDownload('/export/pdf', { html_content: htmlContent, filename });
