import { defineConfig, devices } from '@playwright/test';

// End-to-end tests in Debian's Chromium against the production server (built SPA + API on one port).
// The server uses DATABASE_URL when set (CI: real PostgreSQL), otherwise a fresh embedded PGlite.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const SMTP_HTTP_PORT = SMTP_PORT + 1;
const dataDir = `/tmp/essay-coach-e2e-${PORT}`;
// Premium Feedback (premium.spec.ts): a scripted OpenAI-compatible model and a second server that uses it.
const LLM_PORT = Number(process.env.E2E_LLM_PORT ?? 4176);
const PREMIUM_PORT = Number(process.env.E2E_PREMIUM_PORT ?? 4175);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e/web',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // A real SMTP server on loopback that keeps received mail and serves it over HTTP to the tests.
      command: `node --import tsx tests/helpers/smtpSink.ts ${SMTP_PORT} ${SMTP_HTTP_PORT}`,
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx server/index.ts`,
      url: `http://localhost:${PORT}/api/ready`,
      reuseExistingServer: false,
      // Generous: on a loaded 2-core machine the first start (PGlite + engine warm-up) can take a minute.
      timeout: 180_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        PUBLIC_URL: `http://localhost:${PORT}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        CHROMIUM_PATH: chromiumPath,
        WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? 'dist/web',
        ...(process.env.E2E_SEASON ? { APPLICATION_SEASON: process.env.E2E_SEASON } : {}),
      },
    },
    {
      command: `node --import tsx tests/helpers/fakeOpenAI.ts ${LLM_PORT}`,
      url: `http://127.0.0.1:${LLM_PORT}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${dataDir}-premium && node --import tsx server/index.ts`,
      url: `http://localhost:${PREMIUM_PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(PREMIUM_PORT),
        PUBLIC_URL: `http://localhost:${PREMIUM_PORT}`,
        DATA_DIR: `${dataDir}-premium`,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        CHROMIUM_PATH: chromiumPath,
        WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? 'dist/web',
        LLM_BASE_URL: `http://127.0.0.1:${LLM_PORT}/v1`,
        LLM_MODEL: 'fake-model',
      },
    },
  ],
});
