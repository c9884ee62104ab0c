import { z } from 'zod';

// Configuration comes only from the environment, validated once at start-up. A bad value stops the
// process with one line naming the variable (see loadConfig).

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  API_PREFIX: z
    .string()
    .regex(/^\/[a-z0-9/_-]*[a-z0-9]$/i, 'must start with / and not end with /')
    .default('/api'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
  ALLOWED_ORIGINS: csv.default([]),
  TRUST_PROXY: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Essay Coach <no-reply@essaycoach.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APPLICATION_SEASON: bool.default(false),
  SERVE_WEB: bool.default(true),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  CHROMIUM_PATH: z.string().optional(),
  PDF_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  PDF_MAX_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  // Bounded by the API's 1 MB JSON body limit; larger bodies are refused with 413 before they reach here.
  PDF_MAX_HTML_BYTES: z.coerce.number().int().min(1024).default(1_000_000),
  ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  // Comment line sent on an idle analysis stream so proxies and browsers keep it open.
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(10).default(15_000),
  UPLOAD_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  UPLOAD_PARSE_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(90_000),
  LLM_CONCURRENCY: z.coerce.number().int().min(1).default(4),
  LLM_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(45_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  LLM_JSON_MODE: bool.default(true),
  LLM_LOGPROBS: bool.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // A reserved review unit is a lease renewed while the review runs; a server that dies stops renewing,
  // and once it expires a sweeper (every half lease, on every instance) refunds it.
  USAGE_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  publicUrl: string;
  /** Origins allowed to make credentialed, state-changing requests (web origin + desktop + extra). */
  allowedOrigins: string[];
  secureCookies: boolean;
}

export class ConfigError extends Error {}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A server whose public address is this computer (localhost, 127.0.0.1, [::1]) answers to all three
 * names: they are one host, and a newcomer opens whichever the log or the browser offers. The same
 * scheme and port only, so no other site gains anything.
 */
function loopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK.includes(url.hostname)) return [];
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Treat empty strings as unset so `FOO=` in a .env file means "use the default".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name}: ${issue.message}`);
  }
  const e = result.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/$/, '');
  const origin = new URL(publicUrl).origin;
  return {
    ...e,
    publicUrl,
    allowedOrigins: [
      ...new Set([origin, ...loopbackTwins(origin), 'app://essay-coach', ...e.ALLOWED_ORIGINS]),
    ],
    secureCookies: publicUrl.startsWith('https://'),
  };
}

/** Parse process.env or exit with one clear line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
