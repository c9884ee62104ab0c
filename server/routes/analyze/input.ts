import type { z } from 'zod';
import { ANALYZE_MESSAGES } from '../../../shared/schemas/analyze';
import { HttpError } from '../../errors';
import { toFieldErrors } from '../../middleware/validate';

// Request validation for /analyze/*. Problems with the essay itself get a plain sentence the screen shows
// as is (400 empty, 413 too long); other fields get the API's usual 422 field list.

const ESSAY_FIELDS = new Set(['text', 'essay']);

export function parseEssayRequest<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const essayIssue = result.error.issues.find((i) => ESSAY_FIELDS.has(String(i.path[0])));
  if (essayIssue?.code === 'too_big') throw new HttpError(413, ANALYZE_MESSAGES.essayTooLong);
  if (essayIssue) throw new HttpError(400, ANALYZE_MESSAGES.emptyEssay);
  throw new HttpError(422, toFieldErrors(result.error));
}
