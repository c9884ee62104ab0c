import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, testPdfService } from '../../helpers/pdfService';
import { PDF_MESSAGES } from '../../../shared/schemas/export';
import { authHeaders, createUserAndLogin, type SignedInUser } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { insertAnalysis, sampleFeedback } from '../usage/seed';

/** The first field error's message of a 422 body. */
const firstError = async (res: Response) =>
  ((await res.json()) as { detail: { msg: string }[] }).detail[0]!.msg;

const NOW = new Date('2030-09-15T10:00:00Z');

describe('export API', () => {
  let t: TestApp;
  let me: SignedInUser;
  let other: SignedInUser;
  const pdf = testPdfService();
  beforeAll(async () => {
    t = await startTestApp({ deps: { pdf, now: () => NOW } });
    me = await createUserAndLogin(t);
    other = await createUserAndLogin(t);
  });
  afterAll(async () => {
    await pdf.close();
    await t.close();
  });

  const post = (path: string, body: unknown, who = me) =>
    fetch(`${t.api}${path}`, {
      method: 'POST',
      headers: authHeaders(who.cookie, t),
      body: JSON.stringify(body),
    });

  it('POST /export/pdf returns a PDF attachment with a safe file name', async () => {
    const res = await post('/export/pdf', {
      html_content: '<h1>Overall Score: 91/100</h1><script>alert(1)</script>',
      filename: '../../etc/"my essay"\r\nX-Evil: 1',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="etc-my-essay-X-Evil-1.pdf"');
    expect(res.headers.get('x-evil')).toBeNull();
    expect(await pdfText(await res.arrayBuffer())).toContain('Overall Score: 91/100');
  });

  it('defaults the file name and validates the body', async () => {
    const res = await post('/export/pdf', { html_content: '<p>ok</p>' });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="essay-analysis.pdf"');
    await res.arrayBuffer();
    const bad = await post('/export/pdf', { filename: 'x' });
    expect(bad.status).toBe(422);
    expect(await firstError(bad)).toBe('html_content is required');
    const big = await post('/export/pdf', { html_content: 'x'.repeat(200_001) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ detail: PDF_MESSAGES.tooLarge });
  });

  it('exports an own record as Markdown, HTML and PDF, counting each export', async () => {
    const id = await insertAnalysis(t.db.pool, me.user.id, {
      title: 'Why I build bicycles',
      score: 77,
      data: {
        feedback: sampleFeedback(77),
        html: '<html><body><h1>Essay Feedback</h1><p>Overall Score: 77/100</p></body></html>',
        markdown: '# Essay Feedback\n\nOverall Score: 77/100\n',
      },
    });
    const md = await post(`/usage/history/${id}/export`, { format: 'markdown' });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toContain('text/markdown');
    expect(md.headers.get('content-disposition')).toBe(
      'attachment; filename="Why-I-build-bicycles-2030-09-15.md"',
    );
    expect(await md.text()).toContain('Overall Score: 77/100');

    const html = await post(`/usage/history/${id}/export`, { format: 'html' });
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('<h1>Essay Feedback</h1>');

    const file = await post(`/usage/history/${id}/export`, { format: 'pdf' });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(await file.arrayBuffer())).toContain('Overall Score: 77/100');

    const { rows } = await t.db.pool.query('SELECT export_count FROM analyses WHERE id = $1', [id]);
    expect(rows[0].export_count).toBe(3);
  });

  it('counts a download saved on the review screen like an export; not another user’s record', async () => {
    const id = await insertAnalysis(t.db.pool, me.user.id);
    for (const format of ['json', 'markdown', 'html', 'pdf'])
      expect((await post(`/usage/history/${id}/downloads`, { format })).status).toBe(204);
    expect((await post(`/usage/history/${id}/downloads`, { format: 'html' }, other)).status).toBe(404);
    expect((await post('/usage/history/not-a-uuid/downloads', { format: 'html' })).status).toBe(404);
    const bad = await post(`/usage/history/${id}/downloads`, { format: 'exe' });
    expect(bad.status).toBe(422);
    expect(await firstError(bad)).toBe('format must be json, pdf, html or markdown');
    const history = await fetch(`${t.api}/usage/history`, { headers: { cookie: me.cookie } });
    const row = ((await history.json()) as { records: { id: string; export_count: number }[] }).records.find(
      (a) => a.id === id,
    );
    expect(row?.export_count).toBe(4);
  });

  it('answers 404 for another user’s record and for unknown ids, without counting', async () => {
    const id = await insertAnalysis(t.db.pool, me.user.id);
    for (const path of [`/usage/history/${id}/export`, '/usage/history/not-a-uuid/export']) {
      const res = await post(path, { format: 'html' }, other);
      expect(res.status).toBe(404);
    }
    const { rows } = await t.db.pool.query('SELECT export_count FROM analyses WHERE id = $1', [id]);
    expect(rows[0].export_count).toBe(0);
    const bad = await post(`/usage/history/${id}/export`, { format: 'docx' });
    expect(bad.status).toBe(422);
  });
});

describe('export API without Chromium', () => {
  it('answers 503 with a clear message', async () => {
    const pdf = testPdfService('/nonexistent/chromium');
    const t = await startTestApp({ deps: { pdf } });
    try {
      const me = await createUserAndLogin(t);
      const res = await fetch(`${t.api}/export/pdf`, {
        method: 'POST',
        headers: authHeaders(me.cookie, t),
        body: JSON.stringify({ html_content: '<p>x</p>' }),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ detail: 'PDF export is unavailable on this server.' });
      const config = (await (await fetch(`${t.api}/config`)).json()) as { pdf_export_available: boolean };
      expect(config.pdf_export_available).toBe(false);
    } finally {
      await t.close();
    }
  });
});
