import { Router } from 'express';
import { compareDrafts } from '../../../shared/drafts/compare';
import {
  CompareQuerySchema,
  DraftOfBodySchema,
  type CompareQuery,
  type DraftOfBody,
} from '../../../shared/schemas/drafts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { requireAuth, signedInUser } from '../../middleware/requireAuth';
import { validate } from '../../middleware/validate';
import { presentEssays, reviewedDraft } from '../../presenters/drafts';
import { comparisonDocx, comparisonHtml, comparisonMarkdown } from '../../presenters/comparisonDocument';
import { PDF_MESSAGES } from '../../../shared/schemas/export';
import { HttpError } from '../../errors';
import { sendPdfError } from '../export/pdfErrors';
import { findDraft, listDrafts, setDraftOf } from '../../services/drafts';

const NOT_FOUND = 'Analysis not found';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * GET /analyses/essays                   the user's essays, each with its drafts (scores, dates)
 * PUT /analyses/:id/draft-of             {draft_of: id | null}: the review is a draft of that review's essay, or its own
 * GET /analyses/:id/compare/:other       draft :id (before) against draft :other (after); ?format=markdown|pdf|docx for the exports
 */
export function analysesRoutes(deps: AppDeps): Router {
  const { pool } = deps;
  const router = Router();

  router.get('/analyses/essays', requireAuth, async (_req, res) => {
    const user = signedInUser(res.locals);
    res.set('Cache-Control', 'no-store').json(presentEssays(await listDrafts(pool, user.id)));
  });

  router.put('/analyses/:id/draft-of', requireAuth, validate(DraftOfBodySchema, 'body'), async (req, res) => {
    const user = signedInUser(res.locals);
    const { draft_of } = res.locals.body as DraftOfBody;
    if (!(await setDraftOf(pool, user.id, String(req.params.id), draft_of))) throw notFound(NOT_FOUND);
    res.json(presentEssays(await listDrafts(pool, user.id)));
  });

  router.get(
    '/analyses/:id/compare/:other',
    requireAuth,
    validate(CompareQuerySchema, 'query'),
    async (req, res) => {
      const user = signedInUser(res.locals);
      const [before, after] = await Promise.all([
        findDraft(pool, user.id, String(req.params.id)),
        findDraft(pool, user.id, String(req.params.other)),
      ]);
      if (!before || !after) throw notFound(NOT_FOUND);
      const comparison = compareDrafts(reviewedDraft(before), reviewedDraft(after));
      const { format } = res.locals.query as CompareQuery;
      if (format === 'json') {
        res.set('Cache-Control', 'no-store').json(comparison);
        return;
      }
      const title = after.essay_title;
      const attach = (type: string, ext: string, body: string | Buffer) =>
        res
          .set('Content-Type', type)
          .set('Content-Disposition', `attachment; filename="drafts-compared.${ext}"`)
          .send(body);
      if (format === 'markdown')
        return void attach('text/markdown; charset=utf-8', 'md', comparisonMarkdown(comparison, title));
      if (format === 'docx') return void attach(DOCX_TYPE, 'docx', await comparisonDocx(comparison, title));
      if (!deps.pdf?.available) throw new HttpError(503, PDF_MESSAGES.unavailable);
      try {
        attach('application/pdf', 'pdf', await deps.pdf.render(comparisonHtml(comparison, title)));
      } catch (err) {
        if (!sendPdfError(res, err)) throw err;
      }
    },
  );

  return router;
}
