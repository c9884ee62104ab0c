import { protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST, APP_SCHEME } from '../../shared/ipc';

// The renderer is served from app://essay-coach/ instead of file://, so it has a real origin (CSP
// 'self', fetch, cookies of its own) and cannot read arbitrary files through relative URLs.

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * Maps an app:// URL to a file under root, or null when the URL is foreign or tries to leave root
 * (../, encoded %2e%2e or %2f, backslashes, NUL bytes). Paths without an extension are SPA routes
 * and get index.html.
 */
export function resolveAppPath(root: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const base = path.resolve(root);
  const candidate = path.resolve(base, `.${pathname.startsWith('/') ? '' : '/'}${pathname}`);
  const relative = path.relative(base, candidate);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return null;
  if (!path.extname(candidate)) return path.join(base, 'index.html');
  return candidate;
}

function textResponse(status: number, body: string, csp: string): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': csp },
  });
}

/** The protocol.handle handler: static files of the built renderer with the CSP on every response. */
export function createAppRequestHandler(root: string, csp: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return textResponse(405, 'Method not allowed', csp);
    const file = resolveAppPath(root, request.url);
    if (!file) return textResponse(404, 'Not found', csp);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return textResponse(404, 'Not found', csp);
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      },
    });
  };
}

export function serveRenderer(root: string, csp: string): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(root, csp));
}
