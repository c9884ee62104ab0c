import { desktopBridge } from './bridge';

/**
 * Opens an external https link. The desktop app sends it to the system browser if allowlisted (the
 * window itself never navigates away); a browser opens a new tab without access to this page.
 */
export async function openExternalLink(url: string): Promise<boolean> {
  const bridge = desktopBridge();
  if (bridge) return bridge.openExternal(url);
  return window.open(url, '_blank', 'noopener,noreferrer') !== null;
}
