import { ApiError } from '../api/client';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The message an auth form shows for a failed call (spec section 8): the first validation message without
 * a leading 'Value error,', else the detail or message string, else the page's own fallback text.
 */
export function authErrorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError) || !isRecord(err.body)) return fallback;
  const { detail, message } = err.body;
  if (Array.isArray(detail)) {
    const first = detail.find(
      (d): d is { msg: string } => isRecord(d) && typeof d.msg === 'string' && d.msg !== '',
    );
    if (first) return first.msg.replace(/^Value error,\s*/, '');
  }
  if (typeof detail === 'string' && detail) return detail;
  if (typeof message === 'string' && message) return message;
  return fallback;
}
