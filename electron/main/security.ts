import type { Session, WebContents } from 'electron';
import { APP_HOST, APP_SCHEME } from '../../shared/ipc';

// Electron's security checklist, the parts that are policy rather than window options: what the
// renderer may load (CSP), where it may navigate, and which links leave the app.

/** True for app://essay-coach/… — the only origin our windows may show and the only trusted IPC sender. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && !parsed.username && !parsed.password
    );
  } catch {
    return false;
  }
}

/** https, no credentials in the URL, host on the allowlist (exact match). */
export function isAllowedExternalUrl(url: string, allowedHosts: readonly string[]): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      !parsed.username &&
      !parsed.password &&
      allowedHosts.includes(parsed.hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

/** The renderer's CSP: our own code and styles, images inline, network only to the backend. */
export function contentSecurityPolicy(apiBaseUrl: string): string {
  const apiOrigin = new URL(apiBaseUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Fluent UI (Griffel) inserts style elements at runtime, as on the web (server/app.ts).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface LinkPolicy {
  allowedHosts: readonly string[];
  openExternal: (url: string) => Promise<void> | void;
}

/** Opens the URL in the system browser when allowlisted; returns whether it did. */
export function openIfAllowed(url: string, policy: LinkPolicy): boolean {
  if (!isAllowedExternalUrl(url, policy.allowedHosts)) return false;
  void Promise.resolve(policy.openExternal(url)).catch(() => undefined);
  return true;
}

/**
 * Every web contents (main window, PDF window, anything else) stays on app://; new windows are never
 * created; an allowlisted https link goes to the system browser instead.
 */
export function installNavigationGuards(contents: WebContents, policy: LinkPolicy): void {
  contents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openIfAllowed(url, policy);
  });
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame && !isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openIfAllowed(url, policy);
    return { action: 'deny' };
  });
}

/** Refuse every permission prompt (camera, notifications, …) except writing to the clipboard. */
export function lockDownPermissions(session: Session): void {
  const allowed = new Set(['clipboard-sanitized-write']);
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(allowed.has(permission)));
  session.setPermissionCheckHandler((_contents, permission) => allowed.has(permission));
}
