import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { ANALYZE_MESSAGES, ESSAY_MAX_CHARS } from '../../../shared/schemas/analyze';
import { getUsageRow } from '../../../server/services/usage';
import { authHeaders, createUserAndLogin, type SignedInUser } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';

// Requests refused before any analysis starts: no engine runs, no unit is used.

describe('analysis requests that are refused up front', () => {
  let t: TestApp;
  let u: SignedInUser;
  beforeAll(async () => {
    t = await startTestApp();
    u = await createUserAndLogin(t);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, cookie = u.cookie) =>
    fetch(`${t.api}${path}`, { method: 'POST', headers: authHeaders(cookie, t), body: JSON.stringify(body) });

  it('answers 401 to a visitor who is not signed in, on every analysis route', async () => {
    const get = await fetch(`${t.api}/analyze/stream?token=x`);
    expect(get.status).toBe(401);
    for (const path of ['/analyze/stream', '/analyze/stream/token', '/analyze', '/analyze/convert']) {
      const res = await post(path, { text: 'An essay.', essay: 'An essay.' }, '');
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it("refuses an empty or blank essay with 'Please enter essay text before analyzing'", async () => {
    for (const text of ['', '   \n\t ']) {
      const res = await post('/analyze/stream', { text });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: MESSAGES.emptyEssay });
    }
    const missing = await post('/analyze', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ detail: MESSAGES.emptyEssay });
    const token = await post('/analyze/stream/token', { text: ' ' });
    expect(token.status).toBe(400);
  });

  it('refuses an essay over 50,000 characters with 413 and says what the limit is', async () => {
    const res = await post('/analyze/stream', { text: 'a'.repeat(ESSAY_MAX_CHARS + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: ANALYZE_MESSAGES.essayTooLong });
    expect(ANALYZE_MESSAGES.essayTooLong).toContain('50,000 characters');
    const convert = await post('/analyze/convert', {
      essay: 'a'.repeat(ESSAY_MAX_CHARS + 1),
      format: 'html',
    });
    expect(convert.status).toBe(413);
  });

  it('checks prompt, word limit, unit and format with field errors', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/analyze/stream', { text: 'Essay.', prompt: 'p'.repeat(1001) }, ANALYZE_MESSAGES.promptTooLong],
      ['/analyze/stream', { text: 'Essay.', word_limit: 0 }, ANALYZE_MESSAGES.wordLimitRange],
      ['/analyze/stream', { text: 'Essay.', word_limit: 5001 }, ANALYZE_MESSAGES.wordLimitRange],
      ['/analyze/stream', { text: 'Essay.', limit_type: 'pages' }, ANALYZE_MESSAGES.limitType],
      ['/analyze', { text: 'Essay.', format: 'pdf' }, ANALYZE_MESSAGES.formatInvalid],
      ['/analyze/convert', { essay: 'Essay.', format: 'docx' }, ANALYZE_MESSAGES.formatInvalid],
    ];
    for (const [path, body, msg] of cases) {
      const res = await post(path, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      const { detail } = (await res.json()) as { detail: Array<{ msg: string }> };
      expect(detail.map((d) => d.msg)).toContain(msg);
    }
  });

  it('used no unit for any of the refused requests', async () => {
    const row = await getUsageRow(t.db.pool, u.user.id, new Date());
    expect(row.basic_used).toBe(0);
    expect(row.premium_used).toBe(0);
  });
});
