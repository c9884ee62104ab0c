import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { MESSAGES } from '../../../shared/messages';
import {
  ANALYZE_MESSAGES,
  cleanedNote,
  countWords,
  UPLOAD_MAX_BYTES,
  type UploadResponse,
} from '../../../shared/schemas/analyze';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../errors';
import {
  createExtractor,
  isExtractError,
  type ExtractedDocument,
  type ExtractErrorCode,
} from '../../extract';
import { rateLimit, type LimitRule } from '../../middleware/rateLimit';
import { requireAuth, signedInUser } from '../../middleware/requireAuth';

/**
 * POST /upload  multipart/form-data with one `file` field (.txt, .docx, .doc or .pdf, at most 10 MB)
 *               → {text, filename, word_count}. The type is decided by the file's content.
 * Files are held in memory only (never written to disk) and parsed in a worker thread with a time limit.
 */

const UPLOAD_LIMIT: LimitRule = { name: 'upload:user', limit: 60, windowMs: 10 * 60_000 };

const STATUS: Record<ExtractErrorCode, number> = {
  empty_file: 422,
  unsupported: 415,
  rtf: 415,
  not_word: 415,
  encrypted: 422,
  corrupt: 422,
  zip_bomb: 413,
  too_complex: 422,
  no_text: 422,
  too_long: 413,
  timeout: 422,
  busy: 503,
};

const MULTER_MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, ANALYZE_MESSAGES.uploadTooLarge],
  LIMIT_FILE_COUNT: [400, ANALYZE_MESSAGES.uploadOneFile],
  LIMIT_UNEXPECTED_FILE: [400, ANALYZE_MESSAGES.uploadOneFile],
  LIMIT_PART_COUNT: [400, ANALYZE_MESSAGES.uploadOneFile],
};

/** Multipart framing around one file: boundaries and part headers (a few hundred bytes in practice). */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * Refuses a body that announces itself as too large before reading any of it, so the student hears at once
 * (multer still enforces the limit for bodies without Content-Length). Node discards the unread rest.
 */
const refuseOversizedBody: RequestHandler = (req, _res, next) => {
  const length = Number(req.headers['content-length']);
  if (length > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD)
    return next(new HttpError(413, ANALYZE_MESSAGES.uploadTooLarge));
  next();
};

/** multer with memory storage; its errors become 4xx {detail} the screen can show. */
function receiveOneFile(): RequestHandler {
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    defParamCharset: 'utf8',
  }).single('file');
  return (req, res, next) => {
    receive(req, res, (err: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code ?? '';
      const [status, detail] = MULTER_MESSAGES[code] ?? [400, MESSAGES.uploadFailed];
      next(new HttpError(status, detail));
    });
  };
}

/** The client's file name without any path, control characters or absurd length. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'upload';
}

export function uploadRoutes(deps: AppDeps): Router {
  const extractor =
    deps.extractor ??
    createExtractor({
      workers: deps.config.UPLOAD_WORKERS,
      timeoutMs: deps.config.UPLOAD_PARSE_TIMEOUT_MS,
      logger: deps.logger,
    });
  const router = Router();

  router.post(
    '/upload',
    requireAuth,
    rateLimit(deps, UPLOAD_LIMIT, (_req, res) => signedInUser(res.locals).id),
    refuseOversizedBody,
    receiveOneFile(),
    async (req, res) => {
      const file = req.file;
      if (!file?.buffer) throw new HttpError(400, ANALYZE_MESSAGES.uploadMissing);
      let doc: ExtractedDocument;
      try {
        doc = await extractor.extract(file.buffer);
      } catch (err) {
        if (!isExtractError(err)) throw err;
        const headers: Record<string, string> = err.code === 'busy' ? { 'Retry-After': '5' } : {};
        throw new HttpError(STATUS[err.code], err.message, headers);
      }
      const cleaned = doc.cleaned && cleanedNote(doc.cleaned);
      const body: UploadResponse = {
        text: doc.text,
        filename: cleanFilename(file.originalname),
        word_count: countWords(doc.text),
        ...(doc.title ? { title: doc.title } : {}),
        ...(cleaned ? { cleaned } : {}),
      };
      res.json(body);
    },
  );

  return router;
}
