import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { requireAuth, signedInUser } from '../../middleware/requireAuth';
import { requestCredits } from '../../services/credits';

/**
 * POST /credits/request → {granted, credits_granted {basic, premium}, message}.
 * A refusal (nothing exhausted, 3 top-ups used, or less than 3 hours since the last) is a normal answer:
 * 200 with granted false and the reason in message, so the client can show it as is.
 */
export function creditRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/credits/request', requireAuth, async (_req, res) => {
    const user = signedInUser(res.locals);
    const { response } = await requestCredits(deps.pool, {
      userId: user.id,
      plan: user.plan_type,
      season: deps.config.APPLICATION_SEASON,
      now: deps.now(),
    });
    res.json(response);
  });
  return router;
}
