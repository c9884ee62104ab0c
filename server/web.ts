import express, { type Express, type RequestHandler, type Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { THEME_BOOT_SCRIPT } from '../shared/themeBoot';

/** The Content-Security-Policy source that lets the pre-rendered pages' inline theme script run. */
export const THEME_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/** Content codings of the build's precompressed copies (scripts/precompress.ts), best first. */
const CODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Coding = (typeof CODINGS)[number];

/** Hashed assets never change; index.html must always be revalidated. */
function setCaching(res: Response, file: string) {
  res.set(
    'Cache-Control',
    file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** The codings the client accepts (q > 0), from an Accept-Encoding header. */
export function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Every file of the build that has precompressed copies, and which codings it has. */
function precompressedFiles(root: string): Map<string, Coding[]> {
  const found = new Map<string, Coding[]>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const coding = CODINGS.find((c) => entry.name.endsWith(c.suffix));
    if (!entry.isFile() || !coding) continue;
    const original = path.join(entry.parentPath, entry.name.slice(0, -coding.suffix.length));
    found.set(original, [...(found.get(original) ?? []), coding]);
  }
  for (const codings of found.values()) codings.sort((a, b) => CODINGS.indexOf(a) - CODINGS.indexOf(b));
  return found;
}

/**
 * Sends the build's file, as its brotli or gzip copy when the client takes one. Express's static
 * serving and compression would otherwise send it as is or compress it again on every request.
 */
function sendBuilt(res: Response, file: string, codings: Coding[] | undefined, acceptEncoding?: string) {
  setCaching(res, file);
  if (!codings) return res.sendFile(file);
  // The answer depends on Accept-Encoding, so shared caches must key on it.
  res.vary('Accept-Encoding');
  const accepted = acceptedCodings(acceptEncoding);
  const coding = codings.find((c) => accepted.has(c.name));
  if (!coding) return res.sendFile(file);
  res.type(path.extname(file)).set('Content-Encoding', coding.name);
  return res.sendFile(file + coding.suffix);
}

/**
 * The public pages the build rendered (scripts/prerender.ts), by route: prerendered/index.html is /,
 * prerendered/pricing.html is /pricing.
 */
function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, 'prerendered');
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const route = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    pages.set(route, path.join(dir, name));
  }
  return pages;
}

/**
 * Serves the built SPA: a pre-rendered public page where the build made one (it paints before any
 * script runs), else index.html, which the app fills in (deep links such as /analyze).
 */
export function serveWeb(app: Express, distDir: string, apiPrefix: string): boolean {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return false;
  const precompressed = precompressedFiles(root);
  const pages = prerenderedPages(root);

  const servePrecompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    // Only files the build wrote are in the map, so a '..' path can never match one.
    const codings = precompressed.get(file);
    if (!codings || file === index) return next();
    sendBuilt(res, file, codings, req.headers['accept-encoding']);
  };
  app.use(servePrecompressed);
  app.use(
    express.static(root, {
      index: false,
      setHeaders: setCaching,
    }),
  );
  app.get(/.*/, (req, res, next) => {
    if (req.path === apiPrefix || req.path.startsWith(`${apiPrefix}/`)) return next();
    if (!req.accepts('html')) return next();
    const file = pages.get(req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path) ?? index;
    sendBuilt(res, file, precompressed.get(file), req.headers['accept-encoding']);
  });
  return true;
}
