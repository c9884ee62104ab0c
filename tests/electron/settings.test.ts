import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTimeApiBaseUrl, externalLinkHosts, FALLBACK_API_BASE_URL } from '../../electron/main/config';
import { SettingsStore } from '../../electron/main/services/settingsStore';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'essay-settings-'));
  file = path.join(dir, 'settings.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('API base URL', () => {
  it('comes from the build environment, preferring the desktop-specific variable', () => {
    expect(
      buildTimeApiBaseUrl({
        MAIN_VITE_API_BASE_URL: 'https://a.example/api/',
        VITE_API_BASE_URL: 'https://b.example/api',
      }),
    ).toBe('https://a.example/api');
    expect(buildTimeApiBaseUrl({ VITE_API_BASE_URL: 'https://b.example/api' })).toBe('https://b.example/api');
  });

  it('ignores the web build’s relative /api and anything not http(s)', () => {
    expect(buildTimeApiBaseUrl({ VITE_API_BASE_URL: '/api' })).toBe(FALLBACK_API_BASE_URL);
    expect(buildTimeApiBaseUrl({ MAIN_VITE_API_BASE_URL: 'ftp://x.example/' })).toBe(FALLBACK_API_BASE_URL);
    expect(buildTimeApiBaseUrl({})).toBe(FALLBACK_API_BASE_URL);
  });

  it('is overridden by the settings file and saved atomically', async () => {
    const store = new SettingsStore(file, 'http://localhost:3000/api');
    expect(await store.load()).toEqual({
      apiBaseUrl: 'http://localhost:3000/api',
      apiBaseUrlSource: 'build',
    });
    await store.save({ apiBaseUrl: 'https://essaycoach.example/api/' });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      apiBaseUrl: 'https://essaycoach.example/api',
    });
    expect(await new SettingsStore(file, 'http://localhost:3000/api').load()).toEqual({
      apiBaseUrl: 'https://essaycoach.example/api',
      apiBaseUrlSource: 'file',
    });
  });

  it('falls back to the default when the settings file is corrupt or invalid', async () => {
    const store = new SettingsStore(file, 'http://localhost:3000/api');
    for (const content of ['{"apiBaseUrl": "https://', '{"apiBaseUrl": "javascript:alert(1)"}', '[]']) {
      await writeFile(file, content);
      expect(await store.load()).toEqual({
        apiBaseUrl: 'http://localhost:3000/api',
        apiBaseUrlSource: 'build',
      });
    }
  });

  it('refuses to save a URL that is not http(s)', async () => {
    await expect(
      new SettingsStore(file, 'http://localhost:3000/api').save({ apiBaseUrl: 'file:///etc' }),
    ).rejects.toThrow();
  });
});

describe('external link allowlist', () => {
  it('holds the https backend host and configured hosts, never a plain-http backend', () => {
    expect(
      externalLinkHosts('https://api.essaycoach.example/api', 'essaycoach.example, Help.Example '),
    ).toEqual(['essaycoach.example', 'help.example', 'api.essaycoach.example']);
    expect(externalLinkHosts('http://localhost:3000/api', '')).toEqual([]);
  });
});
