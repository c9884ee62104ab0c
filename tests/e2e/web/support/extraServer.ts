import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/localServer';

export interface ExtraServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * A second production server (built SPA + API) with extra environment, e.g. APPLICATION_SEASON=true.
 * It gets its own port and its own embedded database directory; the caller must stop() it.
 */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'essay-coach-e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'true',
      WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? 'dist/web',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };

  // /api/ready waits for warm analysis workers, which takes longer on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${baseURL}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`extra server on port ${port} did not become ready`);
}
