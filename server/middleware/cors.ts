import type { RequestHandler } from 'express';
import type { Config } from '../config';

// CORS for exactly the configured origins (the web origin from PUBLIC_URL, the desktop app's origin and
// ALLOWED_ORIGINS), with credentials. Any other origin gets no CORS headers, so browsers refuse to hand
// it the response. Same-origin requests need none of this but are harmless.

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Accept, X-Request-Id';

export function cors(config: Config): RequestHandler {
  const allowed = new Set(config.allowedOrigins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const ok = typeof origin === 'string' && allowed.has(origin);
    if (ok) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
      res.set('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id, Content-Disposition');
    }
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (ok) {
        res.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        res.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        res.set('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
