import { Router } from 'express';
import { compareDrafts } from '../../../shared/drafts/compare';
import { CompareQuerySchema, DraftOfBodySchema, type DraftOfBody } from '../../../shared/schemas/drafts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { requireAuth, signedInUser } from '../../middleware/requireAuth';
import { validate } from '../../middleware/validate';
import { comparisonMarkdown, presentEssays, reviewedDraft } from '../../presenters/drafts';
import { findDraft, listDrafts, setDraftOf } from '../../services/drafts';

const NOT_FOUND = 'Analysis not found';

/**
 * GET /analyses/essays                   the user's essays, each with its drafts (scores, dates)
 * PUT /analyses/:id/draft-of             {draft_of: id | null}: the review is a draft of that review's essay, or its own
 * GET /analyses/:id/compare/:other       draft :id (before) against draft :other (after); ?format=markdown for the export
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
      const { format } = res.locals.query as { format: 'json' | 'markdown' };
      if (format === 'markdown')
        res
          .set('Content-Type', 'text/markdown; charset=utf-8')
          .set('Content-Disposition', 'attachment; filename="drafts-compared.md"')
          .send(comparisonMarkdown(comparison, after.essay_title));
      else res.set('Cache-Control', 'no-store').json(comparison);
    },
  );

  return router;
}
