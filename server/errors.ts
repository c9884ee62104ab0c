import type { FieldError } from '../shared/api';
import { MESSAGES } from '../shared/messages';

/** An error whose status and detail are safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.map((d) => d.msg).join('; '));
  }
}

export const badRequest = (detail: string | FieldError[]) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);

/** Seconds a client is asked to wait when the database is away (a restart takes a few). */
export const RETRY_AFTER_UNAVAILABLE_S = 5;

/** The database (or another part the request needs) is away for a moment: 503 + Retry-After. */
export const serviceUnavailable = () =>
  new HttpError(503, MESSAGES.serviceUnavailable, { 'Retry-After': String(RETRY_AFTER_UNAVAILABLE_S) });
