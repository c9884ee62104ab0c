import { desktopBridge } from './bridge';

/**
 * Where API calls go. The desktop app reads it from its settings (build-time default, overridable in
 * userData/settings.json); the web app uses VITE_API_BASE_URL or the same-origin '/api'.
 */
export function getApiBaseUrl(): string {
  const desktop = desktopBridge()?.getApiBaseUrl();
  const base = desktop || import.meta.env.VITE_API_BASE_URL || '/api';
  return base.replace(/\/+$/, '');
}
