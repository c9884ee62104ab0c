import type { Response } from 'express';
import { PDF_MESSAGES } from '../../../shared/schemas/export';
import { PdfError, type PdfErrorCode } from '../../services/pdf';

const RESPONSES: Record<PdfErrorCode, { status: number; detail: string; retryAfter?: string }> = {
  unavailable: { status: 503, detail: PDF_MESSAGES.unavailable },
  busy: { status: 503, detail: PDF_MESSAGES.busy, retryAfter: '30' },
  timeout: { status: 503, detail: PDF_MESSAGES.timeout, retryAfter: '30' },
  too_large: { status: 413, detail: PDF_MESSAGES.tooLarge },
  failed: { status: 500, detail: PDF_MESSAGES.failed },
};

/** Answers a PdfError with its status and message; returns false for any other error. */
export function sendPdfError(res: Response, err: unknown): boolean {
  if (!(err instanceof PdfError)) return false;
  const { status, detail, retryAfter } = RESPONSES[err.code];
  if (retryAfter) res.set('Retry-After', retryAfter);
  res.status(status).json({ detail });
  return true;
}
