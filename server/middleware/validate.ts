import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError } from '../errors';

type Source = 'body' | 'query' | 'params';

/** Converts zod issues to the API's field-error list: `{detail: [{msg, loc}]}`. */
export function toFieldErrors(error: z.ZodError) {
  return error.issues.map((issue) => ({ msg: issue.message, loc: issue.path.map(String) }));
}

/**
 * Validates req[source] with a shared zod schema and stores the parsed value in res.locals[source].
 * (Express 5 makes req.query a getter, so the parsed value is not written back onto req.)
 */
export function validate<S extends z.ZodType>(schema: S, source: Source = 'body'): RequestHandler {
  return (req, res, next) => {
    const result = schema.safeParse(req[source] ?? {});
    if (!result.success) {
      next(new HttpError(422, toFieldErrors(result.error)));
      return;
    }
    res.locals[source] = result.data;
    next();
  };
}
