import { Router } from 'express';
import type { AppDeps } from '../../deps';

export function healthRoutes({ pool }: AppDeps): Router {
  const router = Router();
  // Liveness: the process answers.
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness: the database answers too.
  router.get('/ready', async (_req, res) => {
    try {
      await pool.query('SELECT 1');
      res.json({ status: 'ready', database: 'ok' });
    } catch {
      res.status(503).json({ detail: 'Database unavailable' });
    }
  });
  return router;
}
