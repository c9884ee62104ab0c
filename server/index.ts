import { createServer } from 'node:http';
import { createAnalysisPool } from './analysis';
import { createApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { createExtractor } from './extract';
import { createLogger } from './logger';
import { createPremiumService } from './premium';
import { startLeaseSweeper } from './services/leaseSweeper';
import { createPdfService } from './services/pdf';

// Process entry: read config, connect, listen, and shut down gracefully. Everything else is in createApp.
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

async function main() {
  const db = await connectDatabase(config, logger);
  // Checks for Chromium now (and logs if there is none); the browser itself starts on the first export.
  const pdf = createPdfService(config, logger);
  // Premium Feedback only when a language model is configured (GET /api/config reports the same).
  const premium = createPremiumService(config, logger);
  // Analysis and upload-parsing worker threads, warmed in the background so the first review is fast.
  // ANALYSIS_WORKERS=0 runs the engine in-process instead.
  const analysisEngine =
    config.ANALYSIS_WORKERS === 0 ? undefined : createAnalysisPool({ size: config.ANALYSIS_WORKERS });
  const extractor = createExtractor({
    workers: config.UPLOAD_WORKERS,
    timeoutMs: config.UPLOAD_PARSE_TIMEOUT_MS,
    logger,
  });
  // GET /ready answers 200 only after this, so a load balancer never sends a review to a cold instance.
  let workersReady = false;
  void Promise.all([analysisEngine?.warm(), extractor.warm()]).then(
    () => {
      workersReady = true;
      logger.info('analysis and upload workers ready');
    },
    (err) => logger.error({ err }, 'warming the analysis workers failed'),
  );
  // Refunds units of reviews a previous run (or another instance) never finished, now and periodically.
  const sweeper = startLeaseSweeper(db.pool, {
    leaseMs: config.USAGE_LEASE_SECONDS * 1000,
    now: () => new Date(),
    logger,
  });
  const app = createApp({
    config,
    pool: db.pool,
    logger,
    now: () => new Date(),
    pdf,
    premium,
    analysisEngine,
    extractor,
    workersReady: () => workersReady,
  });
  const server = createServer(app);
  server.listen(config.PORT, config.HOST, () => {
    const addr = server.address();
    const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
    // The one address to open: the public URL (a page opened elsewhere, e.g. a LAN address, is refused).
    const open = config.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
    logger.info({ port, database: db.kind }, `Essay Coach listening on port ${port}: open ${open}`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting; let in-flight requests finish, but not for longer than the timeout.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timer = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
    await closed;
    clearTimeout(timer);
    sweeper.stop();
    await pdf.close().catch((err) => logger.error({ err }, 'error closing the PDF browser'));
    await Promise.all([analysisEngine?.close(), extractor.close()]).catch((err) =>
      logger.error({ err }, 'error stopping the analysis workers'),
    );
    await db.close().catch((err) => logger.error({ err }, 'error closing database'));
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
});
