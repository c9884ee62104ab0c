import { defineConfig } from '@playwright/test';
import { electronBinary } from './tests/e2e/electron/electronBinary';

// Desktop end-to-end tests: Playwright drives the built Electron app (out/, from `npm run build:desktop`)
// against the production server and an SMTP receiver. Without an Electron binary every test is skipped
// with the reason, and no server is started.
export const E2E_ELECTRON_PORT = Number(process.env.E2E_ELECTRON_PORT ?? 4183);
export const E2E_ELECTRON_SMTP_PORT = Number(process.env.E2E_ELECTRON_SMTP_PORT ?? 2536);
const dataDir = `/tmp/essay-coach-e2e-electron-${E2E_ELECTRON_PORT}`;

if (!electronBinary.path && !process.env.TEST_WORKER_INDEX) {
  console.warn(`Skipping the desktop end-to-end tests: ${electronBinary.reason}`);
}

export default defineConfig({
  testDir: 'tests/e2e/electron',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  webServer: electronBinary.path
    ? [
        {
          command: `node --import tsx tests/helpers/smtpSink.ts ${E2E_ELECTRON_SMTP_PORT} ${E2E_ELECTRON_SMTP_PORT + 1}`,
          url: `http://127.0.0.1:${E2E_ELECTRON_SMTP_PORT + 1}/messages`,
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          command: `rm -rf ${dataDir} && node --import tsx server/index.ts`,
          url: `http://localhost:${E2E_ELECTRON_PORT}/api/ready`,
          reuseExistingServer: false,
          // As for the web suite: on a loaded 2-core machine the first start (PGlite + engine warm-up) is slow.
          timeout: 180_000,
          env: {
            NODE_ENV: 'production',
            PORT: String(E2E_ELECTRON_PORT),
            PUBLIC_URL: `http://localhost:${E2E_ELECTRON_PORT}`,
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            SMTP_URL: `smtp://127.0.0.1:${E2E_ELECTRON_SMTP_PORT}`,
            SERVE_WEB: 'false',
          },
        },
      ]
    : undefined,
});
