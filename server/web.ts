import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Serves the built SPA with a fallback to index.html for deep links (e.g. /pricing). */
export function serveWeb(app: Express, distDir: string, apiPrefix: string): boolean {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return false;
  app.use(
    express.static(root, {
      index: false,
      setHeaders(res, file) {
        // Hashed assets never change; index.html must always be revalidated.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.set('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get(/.*/, (req, res, next) => {
    if (req.path === apiPrefix || req.path.startsWith(`${apiPrefix}/`)) return next();
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return true;
}
