import { Router } from 'express';
import type { AppDeps } from '../deps';
import { metaRoutes } from './meta';
import { accountRoutes } from './account';
import { creditRoutes } from './credits';
import { exportRoutes } from './export';
import { feedbackRoutes } from './feedback';
import { usageRoutes } from './usage';
import { authRoutes } from './auth';
import { analyzeRoutes } from './analyze';
import { uploadRoutes } from './upload';
import { analysesRoutes } from './analyses';

/**
 * The API's resources. Each resource owns a folder under server/routes/ and returns a Router. (health is
 * mounted by app.ts ahead of the session middleware.)
 */
export function apiRouter(deps: AppDeps): Router {
  const api = Router();
  api.use(metaRoutes(deps));
  api.use(authRoutes(deps));
  api.use(usageRoutes(deps));
  api.use(creditRoutes(deps));
  api.use(feedbackRoutes(deps));
  api.use(exportRoutes(deps));
  api.use(accountRoutes(deps));
  api.use(analyzeRoutes(deps));
  api.use(uploadRoutes(deps));
  api.use(analysesRoutes(deps));
  return api;
}
