import { Router } from 'express';
import type { AppDeps } from '../deps';
import { healthRoutes } from './health';
import { metaRoutes } from './meta';

/** The API's resources. Each resource owns a folder under server/routes/ and returns a Router. */
export function apiRouter(deps: AppDeps): Router {
  const api = Router();
  api.use(healthRoutes(deps));
  api.use(metaRoutes(deps));
  return api;
}
