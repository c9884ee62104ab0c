import { ApiBaseUrlSchema } from '../../shared/ipcSchemas';

/** Where a development build looks for the backend when nothing else is configured. */
export const FALLBACK_API_BASE_URL = 'http://localhost:3000/api';

/**
 * The API base URL baked in at build time: MAIN_VITE_API_BASE_URL, else VITE_API_BASE_URL when it is an
 * absolute URL (the web build's relative '/api' means nothing inside app://), else the local default.
 * A settings file in userData can override it (services/settingsStore.ts).
 */
export function buildTimeApiBaseUrl(env: ImportMetaEnv = import.meta.env): string {
  for (const candidate of [env.MAIN_VITE_API_BASE_URL, env.VITE_API_BASE_URL]) {
    const parsed = ApiBaseUrlSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return FALLBACK_API_BASE_URL;
}

/**
 * https hosts whose links may open in the system browser: the backend's own host (its web pages) plus
 * any configured at build time. Everything else is refused.
 */
export function externalLinkHosts(
  apiBaseUrl: string,
  extra: string | undefined = import.meta.env.MAIN_VITE_EXTERNAL_LINK_HOSTS,
): string[] {
  const hosts = (extra ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const api = new URL(apiBaseUrl);
  if (api.protocol === 'https:') hosts.push(api.hostname.toLowerCase());
  return [...new Set(hosts)];
}
