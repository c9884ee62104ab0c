import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Compresses JSON, HTML and other text answers (brotli or gzip, as the client accepts) larger than
 * 1 KB. Server-sent event streams are left as they are: a compressor holds bytes back until it has
 * enough to pack, and the student would see the review's progress arrive all at once at the end.
 * Files the build precompressed already carry a Content-Encoding and are passed through untouched.
 */
export function compressResponses(): RequestHandler {
  return compression({
    filter(req: Request, res: Response) {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
