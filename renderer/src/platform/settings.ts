import type { DesktopSettings, SettingsUpdate } from '../../../shared/ipc';
import { desktopBridge } from './bridge';

/** The desktop app's settings; null in a browser, where there is nothing to configure. */
export async function getDesktopSettings(): Promise<DesktopSettings | null> {
  return (await desktopBridge()?.getSettings()) ?? null;
}

/** Saves desktop settings; the result says whether a restart is needed for them to apply. */
export async function saveDesktopSettings(update: SettingsUpdate): Promise<DesktopSettings | null> {
  return (await desktopBridge()?.setSettings(update)) ?? null;
}
