// Types only: the schemas module (zod) is not part of the first paint.
import type {
  AuthCallbackResponse,
  AuthMessage,
  AuthUser,
  LoginResponse,
} from '../../../shared/schemas/auth';
import { usernameFromEmail } from '../../../shared/username';
import { apiGet, apiPost } from './client';

// Calls of /auth/* (spec section 7). The session lives in an HttpOnly cookie; nothing here sees a token
// except the one-time link token handed to exchangeAuthLink.

export const fetchCurrentUser = (): Promise<AuthUser> => apiGet<AuthUser>('/auth/me');

export const login = (email: string, password: string): Promise<LoginResponse> =>
  apiPost<LoginResponse>('/auth/login', { email, password });

/** The spec's form has no username field: it is derived from the e-mail's local part. */
export const signup = (email: string, password: string): Promise<AuthMessage> =>
  apiPost<AuthMessage>('/auth/signup', { email, password, username: usernameFromEmail(email) });

export const logout = (): Promise<AuthMessage> => apiPost<AuthMessage>('/auth/logout');

export const requestPasswordReset = (email: string): Promise<AuthMessage> =>
  apiPost<AuthMessage>('/auth/password-reset', { email });

/** Uses the HttpOnly access_token recovery cookie set by the recovery link exchange. */
export const updatePassword = (newPassword: string): Promise<AuthMessage> =>
  apiPost<AuthMessage>('/auth/password-update', { new_password: newPassword });

export interface AuthLinkParams {
  access_token: string;
  refresh_token?: string | null;
  type?: string | null;
}

/** Exchanges an e-mail link's token: signs in (confirmation) or sets the recovery cookie (recovery). */
export function exchangeAuthLink({
  access_token,
  refresh_token,
  type,
}: AuthLinkParams): Promise<AuthCallbackResponse> {
  const query = new URLSearchParams({ access_token });
  if (refresh_token) query.set('refresh_token', refresh_token);
  if (type) query.set('type', type);
  return apiGet<AuthCallbackResponse>(`/auth/callback?${query.toString()}`);
}

/** A confirmation link opened away from the browser that signed up: confirms with that sign-up's password. */
export const confirmSignup = (accessToken: string, password: string): Promise<AuthCallbackResponse> =>
  apiPost<AuthCallbackResponse>('/auth/confirm', { access_token: accessToken, password });
