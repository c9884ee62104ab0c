// Build-time settings electron-vite injects into the main process (from the environment or .env files).
interface ImportMetaEnv {
  /** Default backend for the desktop app, e.g. https://essaycoach.example/api (absolute http/https URL). */
  readonly MAIN_VITE_API_BASE_URL?: string;
  /** Shared with the web build; used by the desktop app when it is an absolute URL. */
  readonly VITE_API_BASE_URL?: string;
  /** Comma-separated extra https hosts whose links open in the system browser. */
  readonly MAIN_VITE_EXTERNAL_LINK_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
