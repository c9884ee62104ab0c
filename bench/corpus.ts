// Reads benchmark corpora from ../shared/corpora at run time (never copied into the repo).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CORPORA = fileURLToPath(new URL('../../shared/corpora/', import.meta.url));

export function readJsonl<T = Record<string, unknown>>(rel: string): T[] | null {
  const path = CORPORA + rel;
  if (!existsSync(path)) {
    console.error(`skip: ${rel} not found`);
    return null;
  }
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

/** FNV-1a hash of a string, for seeded shuffles and id-based splits. */
export function hash(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const SEED = 20261122;

/** Deterministic sample of n rows: a fixed-seed shuffle keyed by content, so it is repeatable. */
export function sample<T>(rows: T[], n: number, key: (r: T) => string = (r) => JSON.stringify(r)): T[] {
  if (rows.length <= n) return rows;
  return rows
    .map((r) => ({ r, h: hash(key(r), SEED) }))
    .sort((a, b) => a.h - b.h)
    .slice(0, n)
    .map((x) => x.r);
}

/**
 * Splits the dev halves by id: 'fit' (70 %) is where weights are fitted (bench/fit-weights.ts),
 * 'heldout' (30 %) is where bench:quality reports the fitted figures.
 */
export function splitOf(id: string): 'fit' | 'heldout' {
  return hash(id, 7) % 10 < 7 ? 'fit' : 'heldout';
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
