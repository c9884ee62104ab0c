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

/** Deterministic sample: every k-th row so the run is repeatable. */
export function sample<T>(rows: T[], n: number): T[] {
  if (rows.length <= n) return rows;
  const step = rows.length / n;
  return Array.from({ length: n }, (_, i) => rows[Math.floor(i * step)]!);
}

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
