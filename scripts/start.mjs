// `npm start`: build the web app if there is no build yet, then run the server (API + SPA on one port).
// The first start takes a while (build, database, analysis engine warm-up), so it says what it is doing
// until the server answers, then prints the one address to open.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const say = (line) => console.log(`[start] ${line}`);

if (!existsSync('dist/web/index.html')) {
  say('No web build found: building the web app first (npm run build, about a minute)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  say('Web app built.');
}

const port = process.env.PORT || '3000';
const open = (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
const prefix = process.env.API_PREFIX || '/api';
say('Starting the server: database, then the analysis engine...');
const started = Date.now();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));

// Ask the server's readiness endpoint once a second; a line every ten seconds while it warms up.
const local = `http://127.0.0.1:${port}${prefix}/ready`;
let lastNote = started;
const poll = setInterval(async () => {
  const ok = await fetch(local)
    .then((r) => r.ok)
    .catch(() => false);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (ok) {
    clearInterval(poll);
    say(`Essay Coach is ready after ${seconds} s: open ${open}`);
  } else if (Date.now() - lastNote >= 10_000) {
    lastNote = Date.now();
    say(`Still starting (${seconds} s)...`);
  }
}, 1000);
poll.unref();
