// A throwaway production server for scripts that drive the built app (screenshots, bench:web): its own
// port, a fresh embedded database in a temporary DATA_DIR and mail in DATA_DIR/outbox, so a student
// account can be signed up and confirmed without SMTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null>,
  timeoutMs = 180_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The confirmation link of the one message in the development outbox (quoted-printable decoded). */
async function confirmationLink(dataDir: string): Promise<string | null> {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => []);
  for (const file of files) {
    const raw = (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<]+\/auth-callback#access_token=[\w-]+&type=\w+/.exec(raw)?.[0];
    if (link) return link;
  }
  return null;
}

export interface LocalServer {
  baseURL: string;
  dataDir: string;
  /** Signs a new student up through the API and returns the link of their confirmation e-mail. */
  signUp(email: string, password: string): Promise<string>;
  /** Signs a student up and confirms with the sign-up's password; returns the session cookie. */
  signIn(email: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

export interface LocalServerOptions {
  /** Checkout whose server/index.ts runs (default: this one). */
  root?: string;
  /** Built SPA, relative to root (default dist/web). */
  webDist?: string;
  port?: number;
  /** 'inherit' shows the server's warnings; 'ignore' keeps a report's output clean. */
  stdio?: 'inherit' | 'ignore';
}

/** Starts `node server/index.ts` in production mode and resolves once /api/ready answers. */
export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  const root = options.root ?? process.cwd();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'essay-coach-local-'));
  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'true',
    WEB_DIST_DIR: options.webDist ?? process.env.WEB_DIST_DIR ?? 'dist/web',
  };
  delete env.DATABASE_URL; // a fresh embedded database, never a real one
  delete env.SMTP_URL; // mail goes to DATA_DIR/outbox
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env,
    stdio: options.stdio ?? 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // Up to 6 minutes: on a loaded shared machine warming the analysis workers alone can take over 3.
    await waitFor(
      'the server',
      async () => ((await fetch(`${baseURL}/api/ready`)).ok ? true : null),
      360_000,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  async function signUp(email: string, password: string): Promise<string> {
    const signup = await fetch(`${baseURL}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({ email, password }),
    });
    if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
    return waitFor('the confirmation e-mail', () => confirmationLink(dataDir));
  }
  return {
    baseURL,
    dataDir,
    stop,
    signUp,
    async signIn(email, password) {
      const link = await signUp(email, password);
      // A link opened away from the browser that signed up asks for the sign-up's password (POST /auth/confirm).
      const accessToken = new URLSearchParams(new URL(link).hash.slice(1)).get('access_token');
      const res = await fetch(`${baseURL}/api/auth/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseURL },
        body: JSON.stringify({ access_token: accessToken, password }),
      });
      if (!res.ok) throw new Error(`confirmation failed: ${res.status} ${await res.text()}`);
      const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
      if (!cookies.length) throw new Error('confirmation set no session cookie');
      return cookies.join('; ');
    },
  };
}
