import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// build/ holds what `npm run dist` needs: the electron-builder configuration and the icons of each
// platform. Building the installers needs Electron itself (README "Desktop app"); this checks that the
// configuration asks for the right targets and that every file it names exists and is what it claims.

const config = readFileSync('build/electron-builder.yml', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  main: string;
  scripts: Record<string, string>;
};

/** The value of `key:` inside the top-level `section:` block (the YAML here is flat, two levels deep). */
function setting(section: string, key: string): string | undefined {
  const block = new RegExp(`^${section}:\\n((?:[ \\t]+.*\\n?)*)`, 'm').exec(config)?.[1] ?? '';
  return new RegExp(`^\\s+${key}:\\s*(.+)$`, 'm').exec(block)?.[1]?.trim();
}

const magic = (file: string, length: number) => readFileSync(file).subarray(0, length);

describe('desktop packaging (build/electron-builder.yml)', () => {
  it('is what npm run dist builds with, after the desktop bundles', () => {
    expect(pkg.scripts.dist).toMatch(
      /^electron-vite build && electron-builder --config build\/electron-builder\.yml/,
    );
    expect(pkg.main).toBe('out/main/index.js');
    expect(config).toMatch(/^\s+main: out\/main\/index\.js$/m);
  });

  it('builds AppImage and deb for Linux, NSIS for Windows and dmg for macOS', () => {
    expect(setting('linux', 'target')).toBe('[AppImage, deb]');
    expect(setting('win', 'target')).toBe('[nsis]');
    expect(setting('mac', 'target')).toBe('[dmg]');
  });

  it('ships the built app only, not the server or its node_modules', () => {
    const files = /^files:\n((?:\s+- .*\n)+)/m.exec(config)?.[1] ?? '';
    expect(files).toMatch(/- out\/\*\*\/\*/);
    expect(files).toMatch(/- '!node_modules\/\*\*\/\*'/);
    expect(files).not.toMatch(/server|renderer\/src/);
  });

  it('names icons that exist in each platform’s format', () => {
    const linux = setting('linux', 'icon')!;
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      const png = path.join(linux, `${size}x${size}.png`);
      expect(existsSync(png), png).toBe(true);
      expect(magic(png, 8).toString('hex')).toBe('89504e470d0a1a0a');
      // PNG width and height (IHDR) match the file name, as electron-builder expects.
      const header = readFileSync(png);
      expect([header.readUInt32BE(16), header.readUInt32BE(20)]).toEqual([size, size]);
    }
    const ico = setting('win', 'icon')!;
    expect(magic(ico, 4).toString('hex')).toBe('00000100');
    expect(readFileSync(ico).readUInt16LE(4)).toBeGreaterThanOrEqual(4); // several sizes, 256 for NSIS
    const icns = setting('mac', 'icon')!;
    expect(magic(icns, 4).toString('latin1')).toBe('icns');
    expect(readFileSync(icns).readUInt32BE(4)).toBe(readFileSync(icns).length);
  });
});
