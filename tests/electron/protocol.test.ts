import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { protocol } from './helpers/fakeElectron';

vi.mock('electron', () => import('./helpers/fakeElectron'));

const { createAppRequestHandler, registerAppScheme, resolveAppPath } =
  await import('../../electron/main/protocol');

let base: string;
let root: string;
const CSP = "default-src 'self'";

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'essay-protocol-'));
  root = path.join(base, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Essay Coach</title>');
  await writeFile(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(path.join(base, 'secret.txt'), 'outside the renderer');
});
afterAll(() => rm(base, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => createAppRequestHandler(root, CSP)({ url, method } as Request);

describe('app:// protocol', () => {
  it('is registered as a privileged standard, secure scheme', () => {
    registerAppScheme();
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
  });

  it('serves built files with their type and the CSP', async () => {
    const response = await get('app://essay-coach/assets/index-abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves index.html for the root and for deep links', async () => {
    for (const url of [
      'app://essay-coach/',
      'app://essay-coach/analyze',
      'app://essay-coach/auth/callback?x=1',
    ]) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Essay Coach');
    }
  });

  it('answers 404 for missing assets', async () => {
    expect((await get('app://essay-coach/assets/missing.js')).status).toBe(404);
  });

  it.each([
    'app://essay-coach/..%2fsecret.txt',
    'app://essay-coach/%2e%2e/secret.txt',
    'app://essay-coach/assets/..%2f..%2fsecret.txt',
    'app://essay-coach/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    'app://essay-coach/..%5csecret.txt',
    'app://essay-coach/secret.txt%00.js',
    'app://essay-coach/%E0%A4%A',
    'app://other-host/index.html',
    'https://essay-coach/index.html',
  ])('refuses %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside the renderer');
  });

  it('keeps every resolved path inside the renderer folder', () => {
    expect(resolveAppPath(root, 'app://essay-coach/../../secret.txt')).toBe(path.join(root, 'secret.txt'));
    expect(resolveAppPath(root, 'app://essay-coach/..%2F..%2Fsecret.txt')).toBeNull();
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get('app://essay-coach/', 'POST')).status).toBe(405);
    const head = await get('app://essay-coach/', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
