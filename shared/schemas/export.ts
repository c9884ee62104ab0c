import { z } from 'zod';

// PDF export of a rendered result (spec section 3: html_content, filename default essay-analysis).
export const DEFAULT_EXPORT_FILENAME = 'essay-analysis';

export const PdfExportSchema = z.object({
  html_content: z.string('html_content is required').min(1, 'html_content is required'),
  filename: z.string().max(200, 'filename is too long').optional().default(DEFAULT_EXPORT_FILENAME),
});
export type PdfExportRequest = z.input<typeof PdfExportSchema>;

export const PDF_MESSAGES = {
  unavailable: 'PDF export is unavailable on this server.',
  busy: 'The PDF export service is busy. Please try again in a minute.',
  tooLarge: 'The document is too large to export as PDF.',
  timeout: 'PDF export took too long. Please try again.',
  failed: 'PDF export failed. Please try again.',
} as const;

/** A file name safe for Content-Disposition and every file system: letters, digits, dot, dash, underscore. */
export function safeFilename(name: string, fallback = DEFAULT_EXPORT_FILENAME): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return cleaned || fallback;
}
