import { accessSync, constants } from 'node:fs';
import type { Logger } from 'pino';
import type { Browser, BrowserContext } from 'playwright-core';
import { pdfDocument } from './pdfSanitize';
import { Semaphore, SemaphoreFullError, SemaphoreTimeoutError } from './pdfQueue';

// HTML → PDF with headless Chromium. One browser is launched on first use and reused; every export gets
// a fresh context (JavaScript off, service workers blocked, every request except data: aborted), which is
// closed afterwards so its renderer process goes away. If the browser dies it is relaunched on the next
// export. Concurrency is bounded; waiting exports queue up to a limit and for at most the time limit.

export type PdfErrorCode = 'unavailable' | 'busy' | 'timeout' | 'too_large' | 'failed';

export class PdfError extends Error {
  constructor(
    readonly code: PdfErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

export interface PdfRenderer {
  /** False when no Chromium executable was found: exports answer 503. */
  readonly available: boolean;
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PdfServiceOptions {
  executablePath: string;
  maxConcurrency: number;
  maxQueue: number;
  timeoutMs: number;
  maxHtmlBytes: number;
  logger: Logger;
}

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless Chromium, quiet: no GPU, no background traffic (bench/web.ts starts Lighthouse's with these too). */
export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumExists(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export class PdfService implements PdfRenderer {
  readonly available: boolean;
  private browser: Promise<Browser> | null = null;
  private readonly slots: Semaphore;
  private closed = false;

  constructor(private readonly options: PdfServiceOptions) {
    this.available = chromiumExists(options.executablePath);
    this.slots = new Semaphore(options.maxConcurrency, options.maxQueue);
    if (!this.available) {
      options.logger.warn(
        { chromiumPath: options.executablePath },
        'PDF export is unavailable: no Chromium executable found (set CHROMIUM_PATH)',
      );
    }
  }

  async render(html: string): Promise<Buffer> {
    if (!this.available || this.closed) throw new PdfError('unavailable');
    if (Buffer.byteLength(html, 'utf8') > this.options.maxHtmlBytes) throw new PdfError('too_large');
    const deadline = Date.now() + this.options.timeoutMs;
    let release: () => void;
    try {
      release = await this.slots.acquire(this.options.timeoutMs);
    } catch (err) {
      if (err instanceof SemaphoreFullError || err instanceof SemaphoreTimeoutError)
        throw new PdfError('busy');
      throw err;
    }
    try {
      return await this.renderInContext(pdfDocument(html), deadline);
    } finally {
      release();
    }
  }

  /**
   * Prints a complete document as is, skipping sanitisation, queue and size limit. Only for tests that
   * check the browser-side defences on their own.
   */
  renderUnsanitizedForTest(document: string): Promise<Buffer> {
    return this.renderInContext(document, Date.now() + this.options.timeoutMs);
  }

  private async renderInContext(document: string, deadline: number): Promise<Buffer> {
    const browser = await this.getBrowser();
    let context: BrowserContext | undefined;
    let abandoned = false;
    const work = (async () => {
      context = await browser.newContext({
        javaScriptEnabled: false,
        serviceWorkers: 'block',
        acceptDownloads: false,
        offline: true,
      });
      if (abandoned) throw new PdfError('timeout');
      await context.route('**/*', (route) => {
        const request = route.request();
        if (request.url().startsWith('data:')) return route.continue();
        // A navigation the document starts itself (a meta refresh; sanitising removes them, this is
        // the defence behind it) is answered "204 No Content", which leaves the page as it is. An
        // aborted one would replace the page with an error page, or fail the print under way.
        if (request.isNavigationRequest()) return route.fulfill({ status: 204 });
        return route.abort('blockedbyclient');
      });
      const page = await context.newPage();
      const remaining = () => Math.max(deadline - Date.now(), 1);
      await page.setContent(document, { waitUntil: 'load', timeout: remaining() });
      return page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
      });
    })();
    // Whatever happens, the context is closed once the work settles: that ends its renderer process.
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    const closeContext = () => (context as BrowserContext | undefined)?.close().catch(() => undefined);
    void settled.then(closeContext);

    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new PdfError('timeout')), Math.max(deadline - Date.now(), 1));
    });
    try {
      return await Promise.race([work, timedOut]);
    } catch (err) {
      if (err instanceof PdfError) throw err;
      this.options.logger.error({ err }, 'PDF rendering failed');
      throw new PdfError('failed');
    } finally {
      clearTimeout(timer);
      abandoned = true;
      // On a timeout this aborts the page operations still in flight.
      await closeContext();
    }
  }

  private getBrowser(): Promise<Browser> {
    if (!this.browser) {
      // playwright-core is loaded on the first export: importing it costs seconds at server start-up.
      const launching = import('playwright-core').then(({ chromium }) =>
        chromium.launch({
          executablePath: this.options.executablePath,
          headless: true,
          args: LAUNCH_ARGS,
          timeout: this.options.timeoutMs,
        }),
      );
      this.browser = launching;
      launching.then(
        (browser) =>
          browser.on('disconnected', () => {
            // Relaunch lazily on the next export.
            if (this.browser === launching) this.browser = null;
            if (!this.closed) this.options.logger.warn('PDF browser disconnected; it will be relaunched');
          }),
        (err) => {
          if (this.browser === launching) this.browser = null;
          this.options.logger.error({ err }, 'could not launch Chromium for PDF export');
        },
      );
    }
    return this.browser;
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }
}

/** The exporter as configured (CHROMIUM_PATH, PDF_*). Nothing is launched until the first export. */
export function createPdfService(
  config: {
    CHROMIUM_PATH?: string;
    PDF_MAX_CONCURRENCY: number;
    PDF_MAX_QUEUE: number;
    PDF_TIMEOUT_MS: number;
    PDF_MAX_HTML_BYTES: number;
  },
  logger: Logger,
): PdfService {
  return new PdfService({
    executablePath: config.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    maxConcurrency: config.PDF_MAX_CONCURRENCY,
    maxQueue: config.PDF_MAX_QUEUE,
    timeoutMs: config.PDF_TIMEOUT_MS,
    maxHtmlBytes: config.PDF_MAX_HTML_BYTES,
    logger,
  });
}
