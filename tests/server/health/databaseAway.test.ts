import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { analyzeEssay, warmEngine } from '../../../server/analysis';
import { createPool, type Pool } from '../../../server/db/pool';
import { getUsageRow } from '../../../server/services/usage';
import { authHeaders, createUserAndLogin, type SignedInUser } from '../../helpers/auth';
import { startTcpProxy, type TcpProxy } from '../../helpers/tcpProxy';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { streamEvents } from '../analyze/sse';

// The database goes away (restart, failover) under a running server (issue 33, findings 2 and 4). The app
// reaches its database through a TCP proxy the test can cut; the test reads the database directly.

const ESSAY =
  'My grandmother kept a bicycle in the garage for nine years. I fixed it one summer and rode it to school.';

let t: TestApp;
let proxy: TcpProxy;
let appPool: Pool;
let u: SignedInUser;
/** Runs once, inside the next review, after the engine finished and before the result is stored. */
let beforeStore: (() => void) | null = null;
let workersWarm = true;

beforeAll(async () => {
  await warmEngine();
  t = await startTestApp({
    pool: async (db) => {
      proxy = await startTcpProxy(db.url);
      appPool = createPool(proxy.url, 5, pino({ level: 'silent' }));
      return appPool;
    },
    deps: {
      workersReady: () => workersWarm,
      analysisEngine: {
        analyze: async (input, opts) => {
          const result = await analyzeEssay(input, opts);
          beforeStore?.();
          beforeStore = null;
          return result;
        },
      },
    },
  });
  u = await createUserAndLogin(t);
}, 120_000);
afterAll(async () => {
  await appPool?.end().catch(() => undefined);
  await proxy?.close();
  await t?.close();
});

const get = (path: string) => fetch(`${t.api}${path}`, { headers: { cookie: u.cookie } });
const review = () =>
  fetch(`${t.api}/analyze/stream`, {
    method: 'POST',
    headers: authHeaders(u.cookie, t),
    body: JSON.stringify({ text: ESSAY }),
  });

describe('when the database is away', () => {
  it('a signed-in student gets 503, a plain message and Retry-After; /health still answers', async () => {
    proxy.cut();
    try {
      const health = await get('/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      for (const res of [await get('/usage/stats'), await get('/auth/me'), await review()]) {
        expect(res.status).toBe(503);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await res.json()).toEqual({ detail: MESSAGES.serviceUnavailable });
      }
      const ready = await get('/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ database: 'unavailable' });
    } finally {
      proxy.restore();
    }
    expect((await get('/ready')).status).toBe(200);
    expect((await get('/usage/stats')).status).toBe(200);
  });

  it('a review finished while the database restarts is stored once and charged once', async () => {
    const before = await getUsageRow(t.db.pool, u.user.id, new Date());
    beforeStore = () => {
      proxy.cut();
      setTimeout(() => proxy.restore(), 1500);
    };
    const events = await streamEvents(await review());
    expect(events.at(-1)).toMatchObject({ stage: 'complete' });
    const after = await getUsageRow(t.db.pool, u.user.id, new Date());
    expect(after.basic_used).toBe(before.basic_used + 1);
    const { rows } = await t.db.pool.query('SELECT charged_kind FROM analyses WHERE user_id = $1', [
      u.user.id,
    ]);
    expect(rows).toEqual([{ charged_kind: 'basic' }]);
    const leases = await t.db.pool.query('SELECT 1 FROM usage_leases WHERE user_id = $1', [u.user.id]);
    expect(leases.rowCount).toBe(0);
  });
});

describe('readiness', () => {
  it('/ready answers 503 until the analysis workers are warm, then 200', async () => {
    workersWarm = false;
    try {
      const early = await fetch(`${t.api}/ready`);
      expect(early.status).toBe(503);
      expect(await early.json()).toMatchObject({ database: 'ok', workers: 'warming' });
      expect((await fetch(`${t.api}/health`)).status).toBe(200);
    } finally {
      workersWarm = true;
    }
    expect((await fetch(`${t.api}/ready`)).status).toBe(200);
  });
});
