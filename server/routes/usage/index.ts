import { Router } from 'express';
import {
  DownloadReportSchema,
  HistoryQuerySchema,
  RecordExportQuerySchema,
  type HistoryQuery,
} from '../../../shared/schemas/usage';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { requireAuth, signedInUser } from '../../middleware/requireAuth';
import { validate } from '../../middleware/validate';
import { presentHistoryPage, presentScorePoint } from '../../presenters/history';
import { presentUsageStats } from '../../presenters/usage';
import { findOwnRecord, incrementExportCount, listHistory, scoreTrend } from '../../services/accountHistory';
import { exportRecord } from '../../services/accountRecordExport';
import { getUsageRow } from '../../services/usage';
import { sendPdfError } from '../export/pdfErrors';

/** Points on the dashboard's score chart. */
const TREND_POINTS = 30;

/**
 * GET  /usage/stats                   this month's usage (any query, e.g. a timestamp, is ignored)
 * GET  /usage/history?page&page_size  the user's analysis records, newest first
 * GET  /usage/trend                   overall score of the last 30 analyses, oldest first
 * POST /usage/history/:id/export      {format: pdf|html|markdown} → the record as a file; counts the export
 * POST /usage/history/:id/downloads   {format: json|pdf|html|markdown} → 204; counts a download the review
 *                                     screen saved from the result it holds (the same count as an export)
 */
export function usageRoutes(deps: AppDeps): Router {
  const { pool, config } = deps;
  const router = Router();

  router.get('/usage/stats', requireAuth, async (_req, res) => {
    const user = signedInUser(res.locals);
    const now = deps.now();
    const row = await getUsageRow(pool, user.id, now);
    res
      .set('Cache-Control', 'no-store')
      .json(presentUsageStats(row, user.plan_type, config.APPLICATION_SEASON, now));
  });

  router.get('/usage/history', requireAuth, validate(HistoryQuerySchema, 'query'), async (_req, res) => {
    const user = signedInUser(res.locals);
    const { page, page_size } = res.locals.query as HistoryQuery;
    const { rows, total } = await listHistory(pool, user.id, page, page_size);
    res.json(presentHistoryPage(rows, total, page, page_size));
  });

  router.get('/usage/trend', requireAuth, async (_req, res) => {
    const user = signedInUser(res.locals);
    const rows = await scoreTrend(pool, user.id, TREND_POINTS);
    res.json({ points: rows.map(presentScorePoint) });
  });

  router.post(
    '/usage/history/:id/export',
    requireAuth,
    validate(RecordExportQuerySchema, 'body'),
    async (req, res) => {
      const user = signedInUser(res.locals);
      const id = String(req.params.id);
      const record = await findOwnRecord(pool, user.id, id);
      if (!record) throw notFound('Analysis not found');
      const { format } = res.locals.body as { format: 'pdf' | 'html' | 'markdown' };
      let file;
      try {
        file = await exportRecord(record, format, deps.pdf, deps.now());
      } catch (err) {
        if (sendPdfError(res, err)) return;
        throw err;
      }
      await incrementExportCount(pool, user.id, id);
      res
        .set('Content-Type', file.contentType)
        .set('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  router.post(
    '/usage/history/:id/downloads',
    requireAuth,
    validate(DownloadReportSchema, 'body'),
    async (req, res) => {
      const user = signedInUser(res.locals);
      if (!(await incrementExportCount(pool, user.id, String(req.params.id))))
        throw notFound('Analysis not found');
      res.status(204).end();
    },
  );

  return router;
}
