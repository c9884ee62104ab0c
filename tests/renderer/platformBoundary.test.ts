import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// renderer/src/platform/ is the only renderer code that knows it may run in Electron: everything else
// calls its functions (which fall back in a browser) and never touches the bridge, IPC or Node.

const SRC = path.resolve('renderer/src');
const PLATFORM = path.join(SRC, 'platform');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const ELECTRON_AWARE: Array<[string, RegExp]> = [
  ['the preload bridge', /\bessayApp\b/],
  ['raw IPC', /\bipcRenderer\b|\bipcMain\b/],
  ['the electron module', /from\s+['"]electron['"]|require\(\s*['"]electron['"]\s*\)/],
  ['Electron detection', /process\.versions|\bElectron\b.*userAgent|userAgent.*\bElectron\b/],
  ['Node modules', /from\s+['"]node:/],
];

describe('the renderer platform boundary', () => {
  const outside = sourceFiles(SRC).filter((f) => !f.startsWith(PLATFORM + path.sep));

  it('finds the renderer sources', () => {
    expect(outside.length).toBeGreaterThan(20);
    expect(outside.some((f) => f.endsWith(path.join('pages', 'Analyze', 'AnalyzePage.tsx')))).toBe(true);
  });

  it.each(ELECTRON_AWARE)('no code outside platform/ uses %s', (_what, pattern) => {
    const offenders = outside
      .filter((f) => pattern.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));
    expect(offenders).toEqual([]);
  });

  it('platform/ is where the bridge is read', () => {
    const bridge = readFileSync(path.join(PLATFORM, 'bridge.ts'), 'utf8');
    expect(bridge).toMatch(/window\.essayApp/);
  });
});
