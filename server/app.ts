import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { safeUrl } from './logger';
import { compressResponses } from './middleware/compression';
import { cors } from './middleware/cors';
import { apiNotFound, errorHandler } from './middleware/errors';
import { requireAllowedOrigin } from './middleware/origin';
import { sessionMiddleware } from './middleware/session';
import { apiRouter } from './routes';
import { healthRoutes } from './routes/health';
import { serveWeb, THEME_BOOT_SCRIPT_HASH } from './web';

export type { AppDeps } from './deps';

/** Builds the Express app. Tests import this; server/index.ts only adds config and listen(). */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY) app.set('trust proxy', parseTrustProxy(config.TRUST_PROXY));

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Query strings can carry essays and tokens: log the path only, and never headers.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: safeUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === `${config.API_PREFIX}/health` },
    }),
  );
  app.use(securityHeaders(config));
  app.use(compressResponses());

  const api = express.Router();
  // CORS and the CSRF Origin check come first, so a foreign origin is refused before any other work.
  api.use(cors(config));
  api.use(requireAllowedOrigin(config));
  api.use(express.json({ limit: '1mb' }));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Liveness and readiness answer without the session store, so they work while the database is away.
  api.use(healthRoutes(deps));
  // Cookie session + res.locals.user for every API route (see middleware/requireAuth).
  api.use(sessionMiddleware(deps));
  api.use(apiRouter(deps));
  api.use(apiNotFound);
  app.use(config.API_PREFIX, api);

  if (config.SERVE_WEB) serveWeb(app, config.WEB_DIST_DIR, config.API_PREFIX);
  app.use(errorHandler(logger));
  return app;
}

/**
 * Helmet with the site's policy. HSTS and upgrade-insecure-requests only when the public URL is https:
 * on a plain-http deployment they would send browsers to an https port nobody listens on. Framing is
 * refused by both headers alike (CSP frame-ancestors for current browsers, X-Frame-Options for old ones).
 */
function securityHeaders(config: Config) {
  const https = config.secureCookies;
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // The pre-rendered pages' inline theme choice, by its hash (no other inline script runs).
        'script-src': ["'self'", THEME_BOOT_SCRIPT_HASH],
        // Fluent UI (Griffel) injects style elements at runtime.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
