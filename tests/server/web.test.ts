import express from 'express';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedCodings } from '../../server/web';
import { THEME_BOOT_SCRIPT } from '../../shared/themeBoot';
import { compressResponses } from '../../server/middleware/compression';
import { openEventStream } from '../../server/routes/analyze/eventStream';
import { precompressFile } from '../../scripts/precompress';
import { startTestApp, type TestApp } from '../helpers/testApp';

// Pages arrive compressed: the build's brotli/gzip copies of the SPA as the browser accepts them, JSON
// compressed on the fly, and the review's progress stream left as it is so each event arrives at once.

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that neither asks for nor undoes any compression unless told (fetch would decode). */
function get(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject).end();
  });
}

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const INDEX =
  '<!doctype html><html><head><title>Essay Coach</title></head><body><div id="root"></div></body></html>';
const PRICING = `<!doctype html><html><head><script>${THEME_BOOT_SCRIPT}</script></head><body><div id="root"><h1>Simple plans</h1></div></body></html>`;

describe('the built SPA', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'essay-coach-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(dist, 'prerendered'));
    await writeFile(path.join(dist, 'prerendered', 'pricing.html'), PRICING);
    for (const file of ['assets/index-abc123.js', 'index.html', 'favicon.svg', 'prerendered/pricing.html'])
      await precompressFile(path.join(dist, file));
    t = await startTestApp({ env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends a script as brotli to Chromium, cached for good, and says it varies with Accept-Encoding', async () => {
    const res = await get(`${t.baseUrl}/assets/index-abc123.js`, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the file as it is to one that takes neither', async () => {
    const gzipped = await get(`${t.baseUrl}/assets/index-abc123.js`, 'br;q=0, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    const plain = await get(`${t.baseUrl}/assets/index-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers a deep link with the compressed page, revalidated on every visit', async () => {
    const res = await get(`${t.baseUrl}/analyze`, 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
  });

  it('answers a pre-rendered page with its HTML, and lets its theme script run before paint', async () => {
    for (const route of ['/pricing', '/pricing/']) {
      const res = await get(`${t.baseUrl}${route}`, 'gzip, br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(PRICING);
    }
    const hash = createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64');
    const csp = (await get(`${t.baseUrl}/pricing`)).headers['content-security-policy'];
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
  });

  it('sends a file too small to be worth compressing as it is, and still refuses paths outside the build', async () => {
    const icon = await get(`${t.baseUrl}/favicon.svg`, 'br');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    const escape = await get(`${t.baseUrl}/assets/..%2f..%2fpackage.json`, 'br');
    expect(escape.body.toString()).not.toContain('"dependencies"');
  });
});

describe('answers built on the fly', () => {
  let server: Server;
  let base: string;
  let releaseSecondEvent: () => void = () => undefined;
  beforeAll(async () => {
    const app = express();
    app.use(compressResponses());
    app.get('/json', (_req, res) => {
      res.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, label: `item ${i}` })) });
    });
    app.get('/events', (_req, res) => {
      const events = openEventStream(res, 60_000);
      events.send({ stage: 'first' });
      // The second event waits until the client has read the first: a buffering compressor never lets it.
      releaseSecondEvent = () => {
        events.send({ stage: 'second' });
        events.end();
      };
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('compresses a large JSON answer', async () => {
    const res = await get(`${base}/json`, 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString()).items).toHaveLength(200);
  });

  it('leaves an event stream uncompressed, so each event arrives as it is sent', async () => {
    const res = await fetch(`${base}/events`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('\n\n')) text += (await reader.read()).value ?? '';
    expect(text).toBe('data: {"stage":"first"}\n\n');
    releaseSecondEvent();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
    expect(text).toContain('data: {"stage":"second"}');
  });
});

describe('acceptedCodings', () => {
  it('reads the codings a client takes, leaving out those it refuses with q=0', () => {
    expect([...acceptedCodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedCodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedCodings(undefined)]).toEqual([]);
  });
});
