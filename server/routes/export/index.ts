import { Router } from 'express';
import { PDF_MESSAGES, PdfExportSchema, safeFilename } from '../../../shared/schemas/export';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../errors';
import { requireAuth } from '../../middleware/requireAuth';
import { validate } from '../../middleware/validate';
import { sendPdfError } from './pdfErrors';

/**
 * POST /export/pdf {html_content, filename = 'essay-analysis'} → application/pdf attachment.
 * The HTML is untrusted: see server/services/pdf.ts and pdfSanitize.ts. 503 when no Chromium is installed or
 * the exporter is saturated, 413 when the HTML is too large.
 */
export function exportRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/export/pdf', requireAuth, validate(PdfExportSchema, 'body'), async (_req, res) => {
    const { html_content, filename } = res.locals.body as { html_content: string; filename: string };
    if (!deps.pdf?.available) throw new HttpError(503, PDF_MESSAGES.unavailable);
    let pdf: Buffer;
    try {
      pdf = await deps.pdf.render(html_content);
    } catch (err) {
      if (sendPdfError(res, err)) return;
      throw err;
    }
    const name = `${safeFilename(filename.replace(/\.pdf$/i, ''))}.pdf`;
    res
      .set('Content-Type', 'application/pdf')
      .set('Content-Disposition', `attachment; filename="${name}"`)
      .send(pdf);
  });
  return router;
}
