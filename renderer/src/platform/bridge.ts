import type { EssayAppBridge } from '../../../shared/ipc';

// The only place in the renderer that touches window.essayApp (exposed by electron/preload). Every
// other module asks desktopBridge() and falls back to the browser when it is undefined.

declare global {
  interface Window {
    essayApp?: EssayAppBridge;
  }
}

export function desktopBridge(): EssayAppBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.essayApp;
}

/** True inside the Electron app, false in a browser. */
export function isDesktop(): boolean {
  return desktopBridge() !== undefined;
}
