// DATABASE_URL=… npx tsx bench/first-review.ts: the first review after a server starts, against warm
// reviews (issue 33, finding 5). Starts the production server (server/index.ts, default workers) on a
// fresh database of the PostgreSQL server in DATABASE_URL (npm run db:start), waits for GET /api/ready
// (which now waits for warm analysis workers, so a load balancer sends nobody sooner), then times reviews
// through POST /api/analyze: the first one, then warm ones. Each essay is a new ELLIPSE essay. Writes bench/results/first-review.md.
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import { hashPassword } from '../server/services/passwords';
import { startServerProcess } from '../tests/helpers/serverProcess';
import { createTestDatabase } from '../tests/helpers/testDb';
import { readJsonl, pct } from './corpus';

const rows = readJsonl<{ text: string }>('ellipse/ellipse_test.jsonl');
if (!rows) process.exit(0);
// Each review a different student essay, so neither the engine nor harper has seen its sentences.
let cursor = 0;
const essay = () => rows[cursor++ % rows.length]!.text;

if (!process.env.DATABASE_URL) {
  console.error('skip: set DATABASE_URL (a throwaway PostgreSQL: npm run db:start)');
  process.exit(0);
}
const WARM = 9;
const dataDir = `/tmp/essay-coach-first-review-${process.pid}`;
const loadAtStart = os.loadavg()[0]!;
const started = performance.now();
const db = await createTestDatabase(2);
const server = await startServerProcess(
  { DATABASE_URL: db.url, DATA_DIR: dataDir, SESSION_SECRET: 'b'.repeat(40) },
  600_000,
);
const readyMs = performance.now() - started;

await db.pool.query(
  `INSERT INTO users (email, email_normalized, username, password_hash, plan_type, email_confirmed_at)
   VALUES ('bench@example.com', 'bench@example.com', 'bench', $1, 'admin', now())`,
  [await hashPassword('bench-password')],
);
const login = await fetch(`${server.api}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: server.origin },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const review = async () => {
  const t = performance.now();
  const res = await fetch(`${server.api}/analyze`, {
    method: 'POST',
    headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ text: essay(), enable_llm_enhancement: false }),
  });
  if (!res.ok) throw new Error(`review failed: ${res.status} ${await res.text()}`);
  await res.json();
  return performance.now() - t;
};
const first = await review();
const warm: number[] = [];
for (let i = 0; i < WARM; i++) warm.push(await review());
await server.stop();
await rm(dataDir, { recursive: true, force: true });
await db.close();

const p50 = pct(warm, 50);
const ratio = first / p50;
const report = `# First review after start (npx tsx bench/first-review.ts)

Machine: ${os.availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at start and ${os.loadavg()[0]!.toFixed(1)} at end (shared with other work).
The production server on a fresh PostgreSQL database, default workers; reviews through POST /api/analyze (basic), ELLIPSE essays new to the engine.

| measure | value | target | met |
|---|---|---|---|
| start → /api/ready 200 (ms, workers warm) | ${Math.round(readyMs)} | – | – |
| first review after /ready (ms) | ${Math.round(first)} | ≤ 2 × warm p50 | ${ratio.toFixed(2)} × ${ratio <= 2 ? 'yes' : 'no'} |
| warm review p50 over ${WARM} (ms) | ${Math.round(p50)} | – | – |
`;
writeFileSync(new URL('./results/first-review.md', import.meta.url), report);
console.log(report);
