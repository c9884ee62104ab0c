import type { Logger } from 'pino';
import type { Config } from './config';
import type { Pool } from './db/pool';
import type { Extractor } from './extract';
import type { PremiumService } from './premium';
import type { AnalysisEngine } from './services/analysisRunner';
import type { Mailer } from './services/mail';
import type { PdfRenderer } from './services/pdf';

/**
 * Everything a request handler may need, built once by server/index.ts (or a test) and passed to
 * createApp. Services receive what they need from here; nothing reaches for globals.
 */
export interface AppDeps {
  config: Config;
  pool: Pool;
  logger: Logger;
  /** Injectable clock so token expiry, quotas and rate limits can be tested. */
  now: () => Date;
  /** HTML → PDF exporter (server/services/pdf.ts); absent means PDF export answers 503. */
  pdf?: PdfRenderer;
  /** Outgoing e-mail (server/services/mail.ts); absent means SMTP_URL, else the development outbox. */
  mailer?: Mailer;
  /** The analysis engine's worker pool (server/analysis); absent means the engine runs in-process. */
  analysisEngine?: AnalysisEngine;
  /** Premium Feedback (server/premium); absent means premium requests get a basic review and a note. */
  premium?: PremiumService;
  /** Text extraction for uploads (server/extract); absent means one is created on first use. */
  extractor?: Extractor;
  /** True once the analysis and upload workers are warm (GET /ready waits for it); absent means ready. */
  workersReady?: () => boolean;
}
