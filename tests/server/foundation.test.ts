import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { Router } from 'express';
import { parseConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { startTestApp, type TestApp } from '../helpers/testApp';

describe('API foundation', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    t = await startTestApp({ logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => t.close());

  it('answers health and readiness as JSON', async () => {
    const health = await fetch(`${t.api}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.api}/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { database: string }).database).toBe('ok');
  });

  it('returns 404 {detail} for unknown API paths, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${t.api}/does-not-exist`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ detail: 'Not found' });
    }
  });

  it('answers malformed JSON with 400 {detail}', async () => {
    const res = await fetch(`${t.api}/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });

  it('sets a request id and keeps query strings out of the access log', async () => {
    const res = await fetch(`${t.api}/health?token=supersecret`);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${t.api}/config?access_token=supersecret`);
    const log = lines.join('');
    expect(log).toContain('/config?[redacted]');
    expect(log).not.toContain('supersecret');
  });

  it('exposes plan-affecting public config', async () => {
    const res = await fetch(`${t.api}/config`);
    const body = (await res.json()) as { application_season: boolean; premium_available: boolean };
    expect(body.application_season).toBe(false);
    expect(body.premium_available).toBe(false);
  });

  it('migrations are idempotent and serialised by the advisory lock', async () => {
    const results = await Promise.all([migrate(t.db.pool), migrate(t.db.pool)]);
    expect(results.flat()).toEqual([]);
    const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0].n).toBeGreaterThan(0);
  });
});

describe('unexpected errors', () => {
  it('return 500 {detail: "Internal server error"} with the stack only in the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _e, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const t = await startTestApp({ logger: pino({ level: 'info' }, sink) });
    try {
      const { createApp } = await import('../../server/app');
      // Mount a route that throws on a throwaway app sharing the same deps.
      const express = (await import('express')).default;
      const app = express();
      const boom = Router().get('/boom', () => {
        throw new Error('kaboom secret detail');
      });
      app.use('/api', boom, createApp(t.deps));
      const { errorHandler } = await import('../../server/middleware/errors');
      app.use(errorHandler(t.deps.logger));
      const server = app.listen(0);
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/boom`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ detail: 'Internal server error' });
      expect(lines.join('')).toContain('kaboom secret detail');
      server.close();
    } finally {
      await t.close();
    }
  });
});

describe('config', () => {
  it('rejects a bad value with one line naming the variable', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => parseConfig({ API_PREFIX: 'api/' })).toThrow(/API_PREFIX/);
  });
  it('derives secure cookies and allowed origins from PUBLIC_URL', () => {
    const c = parseConfig({ PUBLIC_URL: 'https://coach.example.com/', ALLOWED_ORIGINS: 'https://a.example' });
    expect(c.secureCookies).toBe(true);
    expect(c.publicUrl).toBe('https://coach.example.com');
    expect(c.allowedOrigins).toEqual(['https://coach.example.com', 'app://essay-coach', 'https://a.example']);
  });
  it('on this computer, localhost, 127.0.0.1 and [::1] are one host: the app works at whichever is opened', () => {
    const c = parseConfig({ PORT: '3000' });
    expect(c.allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'app://essay-coach',
    ]);
    // Another port or a LAN address is another origin.
    expect(c.allowedOrigins).not.toContain('http://localhost:5173');
    expect(c.allowedOrigins).not.toContain('http://192.168.1.20:3000');
  });
});
