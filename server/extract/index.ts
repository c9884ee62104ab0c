import type { Logger } from 'pino';
import { sniffDocument } from './detect';
import { DEFAULT_EXTRACT_LIMITS, type ExtractedDocument, type ExtractLimits } from './document';
import { ExtractionPool } from './pool';

// Text from uploaded .txt/.docx/.doc/.pdf files. The server uses createExtractor (worker threads with a
// time limit); extractDocument is the same pipeline in-process, for callers without an event loop to
// protect (the desktop app, scripts).

export {
  extractDocument,
  DEFAULT_EXTRACT_LIMITS,
  type ExtractedDocument,
  type ExtractLimits,
} from './document';
export { ExtractError, EXTRACT_MESSAGES, isExtractError, type ExtractErrorCode } from './errors';
export type { DocumentKind } from './detect';

export interface Extractor {
  extract(buf: Buffer): Promise<ExtractedDocument>;
  /** Starts the workers and loads the parsers (call at start-up). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface ExtractorOptions {
  workers?: number;
  timeoutMs?: number;
  maxQueue?: number;
  /** Longest wait for a worker before "busy" (default 10 s). */
  maxWaitMs?: number;
  limits?: ExtractLimits;
  logger?: Logger;
}

export function createExtractor(options: ExtractorOptions = {}): Extractor {
  const limits = options.limits ?? DEFAULT_EXTRACT_LIMITS;
  const pool = new ExtractionPool({
    size: options.workers ?? 1,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxQueue: options.maxQueue ?? 8,
    maxWaitMs: options.maxWaitMs ?? 10_000,
    logger: options.logger,
  });
  return {
    async extract(buf) {
      // Refuse what is plainly not an essay (wrong type, zip bombs by their directory) right here, so
      // hostile files never occupy a worker; everything else is parsed off the event loop.
      sniffDocument(buf, limits);
      return pool.run(buf, limits);
    },
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}
