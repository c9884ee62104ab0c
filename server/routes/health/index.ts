import { Router } from 'express';
import { MESSAGES } from '../../../shared/messages';
import type { AppDeps } from '../../deps';
import { RETRY_AFTER_UNAVAILABLE_S } from '../../errors';

// Mounted before the session middleware (app.ts), so neither endpoint touches the session store: a
// request carrying a session cookie gets the same answer as one without.
export function healthRoutes({ pool, workersReady }: AppDeps): Router {
  const router = Router();
  // Liveness: the process answers. Nothing else is asked, so it keeps answering while the database is away
  // (restarting the process would not bring the database back).
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness, for a load balancer: the database answers and the analysis workers are warm, so a review
  // sent here starts at once. Otherwise 503, and the balancer sends students to another instance.
  router.get('/ready', async (_req, res) => {
    const database = await pool.query('SELECT 1').then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    );
    const workers = (workersReady?.() ?? true) ? ('ok' as const) : ('warming' as const);
    if (database === 'ok' && workers === 'ok') {
      res.json({ status: 'ready', database, workers });
      return;
    }
    res
      .status(503)
      .set('Retry-After', String(RETRY_AFTER_UNAVAILABLE_S))
      .json({ detail: MESSAGES.serviceUnavailable, database, workers });
  });
  return router;
}
