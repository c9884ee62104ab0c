// What the web build makes: vite's manifest (dist/web/.vite/manifest.json, which chunks a page needs)
// and the public pages scripts/prerender.ts renders at build time.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(dist: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The chunk's file and those of everything it imports statically. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** The manifest key of a page folder's module (renderer/src/pages/<name>/index.ts). */
export const pageKey = (manifest: Manifest, name: string): string | undefined =>
  [`src/pages/${name}/index.ts`, `src/pages/${name}/index.tsx`].find((key) => manifest[key]);

/** Where the pre-rendered pages go, under dist/web (server/web.ts serves them by route). */
export const prerenderedDir = (dist: string) => path.join(dist, 'prerendered');

/**
 * The pages everyone sees alike, by route and page folder. Not here: the signed-in screens, and pages
 * whose content comes from the address (reset password, auth callback).
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'Landing',
  '/features': 'Features',
  '/pricing': 'Pricing',
  '/about': 'About',
  '/help': 'Help',
  '/contact': 'Contact',
  '/privacy': 'Privacy',
  '/terms': 'Terms',
  '/login': 'Login',
  '/signup': 'Signup',
  '/forgot-password': 'ForgotPassword',
};

/** dist/web/prerendered/<name>.html for a route: index.html for /. */
export const prerenderedFile = (dist: string, route: string) =>
  path.join(prerenderedDir(dist), `${route === '/' ? 'index' : route.slice(1)}.html`);
