import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { PDFParse } from 'pdf-parse';
import { PdfError, PdfService, type PdfServiceOptions } from '../../../server/services/pdf';
import { sanitizeForPdf } from '../../../server/services/pdfSanitize';
import { startCanary } from './canary';
import { chromiumDescendants, eventually } from './processes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const silent = pino({ level: 'silent' });

const service = (options: Partial<PdfServiceOptions> = {}) =>
  new PdfService({
    executablePath: CHROMIUM,
    maxConcurrency: 2,
    maxQueue: 16,
    timeoutMs: 30_000,
    maxHtmlBytes: 100_000,
    logger: silent,
    ...options,
  });

async function pdfText(pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

function hostileHtml(port: number): string {
  const canary = `http://127.0.0.1:${port}`;
  return `<h1>Overall score 87</h1>
    <iframe src="file:///etc/passwd" width="600" height="400"></iframe>
    <object data="file:///etc/passwd"></object>
    <img src="${canary}/canary-img">
    <meta http-equiv="refresh" content="0; url=${canary}/canary-refresh">
    <script>fetch('${canary}/canary-script'); document.body.innerHTML = 'SCRIPT-RAN';</script>
    <link rel="stylesheet" href="${canary}/canary-css">
    <style>@import url('${canary}/canary-import'); body { background: url(${canary}/canary-bg); }</style>
    <p style="background-image: url('${canary}/canary-inline')">Keep revising.</p>
    <a href="${canary}/canary-link">a link (never followed)</a>`;
}

describe('PDF exporter', () => {
  let canary: Awaited<ReturnType<typeof startCanary>>;
  let pdf: PdfService;
  const baseline = chromiumDescendants().length;

  beforeAll(async () => {
    canary = await startCanary();
    pdf = service();
  });
  afterAll(async () => {
    await pdf.close();
    await canary.close();
  });

  it('prints hostile HTML without file contents, scripts or any request leaving the browser', async () => {
    const text = await pdfText(await pdf.render(hostileHtml(canary.port)));
    expect(text).toContain('Overall score 87');
    expect(text).toContain('Keep revising.');
    expect(text).not.toMatch(/root:.*:0:0/);
    expect(text).not.toContain('SCRIPT-RAN');
    expect(text).not.toContain('CANARY-CONTENT');
    expect(canary.hits).toEqual([]);
  });

  it('the browser context alone blocks file:// and loopback even for unsanitised HTML', async () => {
    const raw = `<!doctype html><html><head>${hostileHtml(canary.port)}</head><body>
      <iframe src="http://127.0.0.1:${canary.port}/canary-frame"></iframe>
      <img src="http://169.254.169.254/latest/meta-data/"></body></html>`;
    const text = await pdfText(await pdf.renderUnsanitizedForTest(raw));
    expect(text).toContain('Overall score 87');
    expect(text).not.toMatch(/root:.*:0:0/);
    expect(text).not.toContain('SCRIPT-RAN');
    expect(text).not.toContain('CANARY-CONTENT');
    expect(canary.hits).toEqual([]);
  });

  it('keeps data: images and strips everything executable in sanitising', () => {
    const html = sanitizeForPdf(
      `<img src="data:image/png;base64,iVBORw0KGgo="><img src="http://x/y.png"><script>x()</script>` +
        `<iframe src="https://x"></iframe><meta http-equiv="refresh" content="0"><p onclick="x()">ok</p>`,
    );
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(html).not.toMatch(/http:\/\/x|<script|<iframe|<meta|onclick/);
    expect(html).toContain('<p>ok</p>');
  });

  it('answers 20 simultaneous exports with a PDF or a clear "busy", then leaves no Chromium behind', async () => {
    const busy = service({ maxConcurrency: 2, maxQueue: 12 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => busy.render(`<h1>Essay ${i}</h1><p>Score ${60 + i}</p>`)),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(done.length).toBeGreaterThanOrEqual(14);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PdfError);
      expect(((r as PromiseRejectedResult).reason as PdfError).code).toBe('busy');
    }
    const first = (done[0] as PromiseFulfilledResult<Buffer>).value;
    expect(await pdfText(first)).toMatch(/Essay \d+/);
    expect(chromiumDescendants().length).toBeGreaterThan(baseline);
    await busy.close();
    await pdf.close();
    pdf = service();
    expect(await eventually(() => chromiumDescendants().length === baseline)).toBe(true);
  });

  it('relaunches the browser when it dies', async () => {
    await pdfText(await pdf.render('<p>first</p>'));
    for (const pid of chromiumDescendants()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await eventually(() => chromiumDescendants().length === baseline);
    expect(await pdfText(await pdf.render('<p>after the crash</p>'))).toContain('after the crash');
  });

  it('refuses HTML over the size limit before launching anything', async () => {
    await expect(pdf.render('x'.repeat(100_001))).rejects.toMatchObject({ code: 'too_large' });
  });
});

describe('PDF exporter without Chromium', () => {
  it('says so at start-up and refuses exports as unavailable', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _e, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const pdf = service({ executablePath: '/nonexistent/chromium', logger: pino({ level: 'info' }, sink) });
    expect(pdf.available).toBe(false);
    expect(lines.join('')).toContain('PDF export is unavailable');
    await expect(pdf.render('<p>x</p>')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
