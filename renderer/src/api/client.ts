import { getApiBaseUrl } from '../platform/apiBase';
import { MESSAGES } from '../../../shared/messages';

// The one API client (spec sections 7 and 8). Every call goes to API_BASE_URL with the session cookie,
// JSON by default; failures become ApiError with the server's message.

/**
 * Same-origin '/api' unless VITE_API_BASE_URL points elsewhere at build time; in the desktop app the
 * platform module answers with the configured backend (settings file over build-time value).
 */
export const API_BASE_URL: string = getApiBaseUrl();

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * The user-facing message of an error body: `detail` as a string is used as is; a list is joined
 * from its items' `msg` (else 'Validation error'); an object gives its `error` or `message` field;
 * anything else gives the generic text.
 */
export function errorMessageFromBody(body: unknown): string {
  const detail = isRecord(body) ? body.detail : undefined;
  if (typeof detail === 'string' && detail) return detail;
  if (Array.isArray(detail)) {
    const msgs = detail
      .map((item) => (isRecord(item) && typeof item.msg === 'string' ? item.msg : ''))
      .filter(Boolean);
    return msgs.length ? msgs.join(', ') : MESSAGES.validationError;
  }
  if (isRecord(detail)) {
    for (const key of ['error', 'message'] as const) {
      if (typeof detail[key] === 'string' && detail[key]) return detail[key];
    }
  }
  return MESSAGES.genericError;
}

// Pages where a 401 is expected and must not bounce the visitor to /login.
const NO_REDIRECT_PAGES = new Set([
  '/login',
  '/signup',
  '/auth-callback',
  '/auth/callback',
  '/forgot-password',
  '/reset-password',
  '/',
  '/help',
  '/features',
  '/pricing',
  '/about',
  '/terms',
  '/privacy',
]);

/** The current-user check: its 401 only means "signed out". */
export const CURRENT_USER_PATH = '/auth/me';

export function shouldRedirectOn401(currentPathname: string, apiPath: string): boolean {
  const page = currentPathname.length > 1 ? currentPathname.replace(/\/+$/, '') : currentPathname;
  if (NO_REDIRECT_PAGES.has(page)) return false;
  return apiPath.split('?')[0] !== CURRENT_USER_PATH;
}

/** Indirection over window.location so the redirect can be observed in tests. */
export const browser = {
  pathname: (): string => window.location.pathname,
  goToLogin: (): void => window.location.assign('/login'),
};

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (FormData, Blob ...). */
  body?: BodyInit;
}

/** Low-level call: returns the Response when ok, throws ApiError otherwise. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const { json, body, headers, ...init } = options;
  const method = (init.method ?? 'GET').toUpperCase();
  const finalHeaders = new Headers(headers);
  if (!finalHeaders.has('Accept')) finalHeaders.set('Accept', 'application/json');
  if (json !== undefined) finalHeaders.set('Content-Type', 'application/json');

  const response = await fetch(`${API_BASE_URL}${path}`, {
    ...init,
    method,
    headers: finalHeaders,
    body: json !== undefined ? JSON.stringify(json) : body,
    credentials: 'include',
  });
  if (response.ok) return response;

  const errorBody = await readBody(response);
  if (response.status === 401 && shouldRedirectOn401(browser.pathname(), path)) browser.goToLogin();
  throw new ApiError(errorMessageFromBody(errorBody), response.status, errorBody);
}

export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await apiFetch(path, { ...options, method: 'GET' }))) as T;
}

export async function apiPost<T>(path: string, json?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await apiFetch(path, { ...options, method: 'POST', json: json ?? {} }))) as T;
}

/** Multipart upload; the browser sets the Content-Type with its boundary. */
export async function apiPostForm<T>(path: string, form: FormData, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await apiFetch(path, { ...options, method: 'POST', body: form }))) as T;
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition when the server names the file. */
  filename: string | null;
}

/** A call whose answer is a file (PDF export ...). POSTs `json` when given, else GETs. */
export async function apiDownload(
  path: string,
  json?: unknown,
  options: RequestOptions = {},
): Promise<Download> {
  const response = await apiFetch(path, {
    ...options,
    method: json === undefined ? 'GET' : 'POST',
    json,
    headers: { Accept: '*/*', ...(options.headers as Record<string, string> | undefined) },
  });
  return { blob: await response.blob(), filename: filenameFrom(response.headers.get('Content-Disposition')) };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text().catch(() => '');
  if (!text) return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
