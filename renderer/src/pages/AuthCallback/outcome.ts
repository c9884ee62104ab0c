import { MESSAGES } from '../../../../shared/messages';
import { exchangeAuthLink } from '../../api/auth';
import { ApiError } from '../../api/client';
import { authErrorMessage } from '../../auth/errors';

// What an e-mail link leads to (spec sections 4 and 8). The link carries the token in the URL fragment;
// loading the page changes nothing by itself, only the exchange below does.

export const CONFIRMED_RELOAD_DELAY_MS = 100;
export const ERROR_REDIRECT_DELAY_MS = 3000;
export const NO_TOKEN_REDIRECT_DELAY_MS = 2000;

export type CallbackOutcome =
  | { kind: 'recovery' }
  | { kind: 'confirmed' }
  /** A confirmation link opened in another browser than the sign-up's: the page asks for its password. */
  | { kind: 'password'; token: string; message: string }
  | { kind: 'error'; message: string; delayMs: number };

export interface CallbackParams {
  accessToken: string | null;
  refreshToken: string | null;
  type: string | null;
  error: string | null;
  errorDescription: string | null;
}

export function readCallbackParams(search: string, hash: string): CallbackParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const pick = (name: string) => fragment.get(name) ?? query.get(name);
  return {
    accessToken: fragment.get('access_token'),
    refreshToken: fragment.get('refresh_token'),
    type: fragment.get('type'),
    error: pick('error'),
    errorDescription: pick('error_description'),
  };
}

// One exchange per token, even if the page's effect runs twice (React StrictMode): tokens are single-use.
const exchanges = new Map<string, Promise<CallbackOutcome>>();

export function resolveCallback(params: CallbackParams): Promise<CallbackOutcome> {
  if (params.error || params.errorDescription) {
    return Promise.resolve({
      kind: 'error',
      message: params.errorDescription || MESSAGES.authFailed,
      delayMs: ERROR_REDIRECT_DELAY_MS,
    });
  }
  const token = params.accessToken;
  if (!token)
    return Promise.resolve({
      kind: 'error',
      message: MESSAGES.noAuthToken,
      delayMs: NO_TOKEN_REDIRECT_DELAY_MS,
    });
  let pending = exchanges.get(token);
  if (!pending) {
    pending = exchange(params, token);
    exchanges.set(token, pending);
  }
  return pending;
}

async function exchange(params: CallbackParams, token: string): Promise<CallbackOutcome> {
  try {
    const body = await exchangeAuthLink({
      access_token: token,
      refresh_token: params.refreshToken,
      type: params.type,
    });
    console.info('Auth callback:', body.message);
    if (params.type === 'recovery') return { kind: 'recovery' };
    if (body.password_required) return { kind: 'password', token, message: body.message };
    return { kind: 'confirmed' };
  } catch (err) {
    const message =
      err instanceof ApiError
        ? authErrorMessage(err, MESSAGES.authBackendFailed)
        : (err as Error)?.message || MESSAGES.authFailed;
    return { kind: 'error', message, delayMs: ERROR_REDIRECT_DELAY_MS };
  }
}
