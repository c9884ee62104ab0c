import { describe, expect, it, vi } from 'vitest';
import { API_BASE_URL_ARG } from '../../shared/ipc';
import type { BrowserWindow } from './helpers/fakeElectron';
import { FakeSession, FakeWebContents } from './helpers/fakeElectron';

vi.mock('electron', () => import('./helpers/fakeElectron'));

const { createMainWindow, mainWindowPreferences } = await import('../../electron/main/window');
const { contentSecurityPolicy, installNavigationGuards, isAppUrl, lockDownPermissions } =
  await import('../../electron/main/security');

describe('the main window', () => {
  it('is isolated and sandboxed with no Node integration, and loads app://essay-coach/', () => {
    const win = createMainWindow({
      preload: '/app/out/preload/index.cjs',
      apiBaseUrl: 'https://essaycoach.example/api',
    });
    const prefs = (win as unknown as BrowserWindow).options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      preload: '/app/out/preload/index.cjs',
    });
    expect(prefs.additionalArguments).toEqual([`${API_BASE_URL_ARG}https://essaycoach.example/api`]);
    expect((win as unknown as BrowserWindow).loadURL).toHaveBeenCalledWith('app://essay-coach/');
    expect(mainWindowPreferences('/p', 'http://x/api')).toMatchObject({
      sandbox: true,
      contextIsolation: true,
    });
  });
});

function guarded() {
  const contents = new FakeWebContents();
  const openExternal = vi.fn();
  installNavigationGuards(contents as never, { allowedHosts: ['essaycoach.example'], openExternal });
  const navigate = (event: string, url: string, extra: Record<string, unknown> = {}) => {
    const e = { preventDefault: vi.fn(), url, ...extra };
    contents.emit(event, e, url);
    return e.preventDefault.mock.calls.length > 0;
  };
  return { contents, openExternal, navigate };
}

describe('navigation and new windows', () => {
  it('allows navigation inside the app only', () => {
    const { navigate, openExternal } = guarded();
    expect(navigate('will-navigate', 'app://essay-coach/dashboard')).toBe(false);
    for (const url of [
      'https://evil.example/',
      'file:///etc/passwd',
      'app://evil/',
      'http://localhost:3000/',
    ]) {
      expect(navigate('will-navigate', url)).toBe(true);
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('sends an allowlisted https link to the system browser instead of navigating', () => {
    const { navigate, openExternal } = guarded();
    expect(navigate('will-navigate', 'https://essaycoach.example/privacy')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://essaycoach.example/privacy');
  });

  it('never opens a new window; allowlisted https links go to the system browser', () => {
    const { contents, openExternal } = guarded();
    const open = (url: string) => contents.windowOpenHandler!({ url });
    expect(open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(open('app://essay-coach/other')).toEqual({ action: 'deny' });
    expect(open('http://essaycoach.example/')).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
    expect(open('https://essaycoach.example/help')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://essaycoach.example/help');
  });

  it('stops subframes leaving the app, redirects off the app and webviews', () => {
    const { navigate } = guarded();
    expect(navigate('will-frame-navigate', 'https://evil.example/', { isMainFrame: false })).toBe(true);
    expect(navigate('will-frame-navigate', 'app://essay-coach/x', { isMainFrame: false })).toBe(false);
    expect(navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(navigate('will-attach-webview', 'https://evil.example/')).toBe(true);
  });

  it('recognises app URLs strictly', () => {
    expect(isAppUrl('app://essay-coach/')).toBe(true);
    expect(isAppUrl('app://essay-coach.evil.example/')).toBe(false);
    expect(isAppUrl('app://evil@essay-coach/')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});

describe('content security policy', () => {
  it('allows our own scripts and the configured backend only', () => {
    const csp = contentSecurityPolicy('https://api.essaycoach.example/api');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' https://api.essaycoach.example");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
  });
});

describe('permissions', () => {
  it('refuses permission requests except clipboard writes', async () => {
    const ses = new FakeSession();
    lockDownPermissions(ses as never);
    const ask = (p: string) => new Promise((resolve) => ses.permissionRequest!(null, p, resolve));
    expect(await ask('media')).toBe(false);
    expect(await ask('notifications')).toBe(false);
    expect(await ask('clipboard-sanitized-write')).toBe(true);
    expect(ses.permissionCheck!(null, 'geolocation')).toBe(false);
  });
});
