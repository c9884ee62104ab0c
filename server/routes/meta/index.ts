import { Router } from 'express';
import { PRODUCT_NAME, type PublicConfig } from '../../../shared/api';
import type { AppDeps } from '../../deps';

/** Public capabilities the client reads at start-up. */
export function metaRoutes({ config, pdf }: AppDeps): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    const llmConfigured = Boolean(config.LLM_BASE_URL && config.LLM_MODEL);
    const body: PublicConfig = {
      product_name: PRODUCT_NAME,
      application_season: config.APPLICATION_SEASON,
      premium_available: llmConfigured,
      premium_unavailable_reason: llmConfigured
        ? null
        : 'Premium Feedback is unavailable: no language model is configured on this server.',
      pdf_export_available: pdf?.available ?? false,
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
