// Vite's build manifest (dist/web/.vite/manifest.json): which chunks a page needs.
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
