import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { MESSAGES } from '../../shared/messages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, serviceUnavailable } from '../errors';

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: MESSAGES.notFound });
};

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/**
 * Every error leaves as `{detail}`. A database that is away is 503 + Retry-After; unexpected errors are 500
 * with the stack only in the log.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    if (isDatabaseUnavailable(err)) {
      // The session store or a route could not reach the database: a moment's outage, not a bug.
      (req.log ?? logger).warn({ err: (err as Error).message }, 'database unavailable');
      err = serviceUnavailable();
    }
    if (err instanceof HttpError) {
      res.set(err.headers).status(err.status).json({ detail: err.detail });
      return;
    }
    const e = err as BodyParserError;
    if (e.type === 'entity.too.large') {
      res.status(413).json({ detail: 'Request body is too large' });
      return;
    }
    if (e.type === 'entity.parse.failed') {
      res.status(400).json({ detail: 'Request body is not valid JSON' });
      return;
    }
    if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ detail: (err as Error).message });
      return;
    }
    (req.log ?? logger).error({ err }, 'unhandled error');
    res.status(500).json({ detail: MESSAGES.internalError });
  };
}
