import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every runtime dependency is used by the code (imported, required or resolved by name): an unused one is
// installed on every server and desktop build for nothing and widens what has to be kept patched.

const ROOT = process.cwd();
const SOURCE_DIRS = ['server', 'shared', 'renderer', 'electron', 'scripts', 'bench', 'build', 'tests'];
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

describe('package.json', () => {
  it('lists no runtime dependency that the code never uses', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const rootFiles = readdirSync(ROOT).filter((f) => SOURCE.test(f));
    const code = [...SOURCE_DIRS.flatMap((d) => [...sourceFiles(path.join(ROOT, d))]), ...rootFiles]
      .map((f) => readFileSync(path.resolve(ROOT, f), 'utf8'))
      .join('\n');
    const unused = Object.keys(pkg.dependencies).filter((name) => {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // A module specifier: the name in quotes, alone or followed by a path inside the package.
      return !new RegExp(`['"\`]${escaped}(?:['"\`]|/)`).test(code);
    });
    expect(unused).toEqual([]);
  });
});
