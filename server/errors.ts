import type { FieldError } from '../shared/api';

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
