import { MESSAGES } from '../../../shared/messages';
import type { UploadResponse } from '../../../shared/schemas/analyze';
import { ApiError, apiPostForm, errorMessageFromBody } from './client';

// POST /upload: one essay file (.txt, .doc, .docx, .pdf, under 10MB) in, its plain text out.

export { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '../../../shared/schemas/analyze';

export type UploadedEssay = UploadResponse;

/** The text the screen shows for a failed upload: the server's detail, else 'Failed to upload file'. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { detail?: unknown } | null;
    if (body && typeof body === 'object' && body.detail !== undefined && body.detail !== '') {
      return errorMessageFromBody(body);
    }
  }
  return MESSAGES.uploadFailed;
}

export async function uploadEssayFile(file: File, signal?: AbortSignal): Promise<UploadedEssay> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const body = await apiPostForm<Partial<UploadedEssay>>('/upload', form, { signal });
    if (typeof body?.text !== 'string') throw new Error('upload answer without text');
    return {
      text: body.text,
      filename: body.filename ?? file.name,
      word_count: body.word_count ?? 0,
      ...(typeof body.title === 'string' && body.title ? { title: body.title } : {}),
      ...(typeof body.cleaned === 'string' && body.cleaned ? { cleaned: body.cleaned } : {}),
    };
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new Error(uploadErrorMessage(err), { cause: err });
  }
}
