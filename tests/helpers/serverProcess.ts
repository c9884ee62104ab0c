import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

// The production server (server/index.ts) as a child process on loopback, for tests that kill it with
// SIGKILL or run two of it side by side, as a deployment would.

export interface ServerProcess {
  baseUrl: string;
  api: string;
  /** The allowed Origin for state-changing requests. */
  origin: string;
  /** SIGKILL: no shutdown handler runs, nothing is refunded on the way out. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (a deploy). */
  stop(): Promise<void>;
  /** What it wrote to stdout/stderr (for failure messages). */
  output(): string;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts server/index.ts with `env` on a free port and waits until GET /api/ready answers 200. */
export async function startServerProcess(
  env: Record<string, string>,
  readyTimeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited before it was ready:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    await exited;
  };
  return {
    baseUrl,
    api: `${baseUrl}/api`,
    origin: baseUrl,
    kill9: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    output: () => output,
  };
}

/** The PostgreSQL server binaries (as scripts/db.sh finds them), or null with the reason. */
export function postgresBinaries(): { dir: string } | { missing: string } {
  const root = '/usr/lib/postgresql';
  const dirs = existsSync(root)
    ? readdirSync(root)
        .map((v) => `${root}/${v}/bin`)
        .filter((d) => existsSync(`${d}/pg_ctl`))
    : [];
  if (process.env.PG_BIN && existsSync(`${process.env.PG_BIN}/pg_ctl`)) return { dir: process.env.PG_BIN };
  return dirs.length ? { dir: dirs.sort().at(-1)! } : { missing: 'no PostgreSQL server binaries (pg_ctl)' };
}
