import type { DesktopSettings } from '../../../shared/ipc';
import { desktopBridge } from './bridge';

/**
 * The desktop app's settings (where it connects); null in a browser, where there is nothing to configure.
 * Read-only: they live in settings.json in the app's user-data folder, edited by hand (README).
 */
export async function getDesktopSettings(): Promise<DesktopSettings | null> {
  return (await desktopBridge()?.getSettings()) ?? null;
}
