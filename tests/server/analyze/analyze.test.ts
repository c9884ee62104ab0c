import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalysisResultSchema } from '../../../shared/analysis/feedback';
import { MESSAGES } from '../../../shared/messages';
import { PREMIUM_UNAVAILABLE_NOTES } from '../../../shared/premium';
import {
  AnalyzeResponseSchema,
  StreamEventSchema,
  type AnalyzeResponse,
} from '../../../shared/schemas/analyze';
import type { Feedback } from '../../../shared/analysis/feedback';
import type { StageEvent } from '../../../shared/analysis/stages';
import { analyzeEssay, warmEngine } from '../../../server/analysis';
import { PremiumUnavailableError, type PremiumService } from '../../../server/premium';
import { getUsageRow } from '../../../server/services/usage';
import {
  createAnalysisRunner,
  CONVERT_REUSE_WINDOW_MS,
  type AnalysisEngine,
  type AnalysisRunnerDeps,
} from '../../../server/services/analysisRunner';
import { authHeaders, createUserAndLogin, setPlan, type SignedInUser } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { readSse, streamEvents } from './sse';

// The review stream end to end with the real engine (in-process): stages, result, record, usage. Tests
// that need to hold an analysis mid-way swap in a controllable engine for one test.

const ESSAY = [
  'The Bicycle in the Garage',
  '',
  "My grandmother's bicycle sat in the garage for nine years before I touched it. The chain was rusted and the tires were flat, but I wanted to ride it to school.",
  '',
  'I watched videos, asked our neighbor for help, and spent every weekend of that summer learning how spokes and bearings fit together. When it finally rolled, I understood why she had kept it.',
].join('\n');

let engine: AnalysisEngine['analyze'] = analyzeEssay;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

let t: TestApp;
beforeAll(async () => {
  // Loading the dictionaries and models takes a while once per process.
  await warmEngine();
  t = await startTestApp({
    env: { SSE_HEARTBEAT_MS: '20' },
    deps: { analysisEngine: { analyze: (input, opts) => engine(input, opts) } },
  });
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => {
  engine = analyzeEssay;
});

const streamPost = (u: SignedInUser, body: unknown, init: RequestInit = {}) =>
  fetch(`${t.api}/analyze/stream`, {
    method: 'POST',
    headers: { ...authHeaders(u.cookie, t), accept: 'text/event-stream' },
    body: JSON.stringify(body),
    ...init,
  });
const post = (u: SignedInUser, path: string, body: unknown) =>
  fetch(`${t.api}${path}`, { method: 'POST', headers: authHeaders(u.cookie, t), body: JSON.stringify(body) });
const usage = (u: SignedInUser) => getUsageRow(t.db.pool, u.user.id, new Date());
const records = async (u: SignedInUser) =>
  (await t.db.pool.query('SELECT * FROM analyses WHERE user_id = $1 ORDER BY created_at', [u.user.id])).rows;

describe('the analysis stream', () => {
  it('streams the five stages in order, then the result; stores the record and uses one basic unit', async () => {
    const u = await createUserAndLogin(t);
    const res = await streamPost(u, { text: ESSAY, prompt: 'Describe a challenge.', word_limit: 650 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');

    const events = await streamEvents(res);
    for (const e of events)
      expect(StreamEventSchema.safeParse(e).success, JSON.stringify(e).slice(0, 200)).toBe(true);
    const firsts = events.filter((e, i) => events.findIndex((x) => x.stage === e.stage) === i);
    expect(firsts.map((e) => [e.stage, e.progress])).toEqual([
      ['starting', 0],
      ['analyzers', 15],
      ['processing', 45],
      ['llm_enhancement', 60],
      ['finalizing', 95],
      ['complete', 100],
    ]);
    const progress = events.map((e) => e.progress as number);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const result = events.at(-1)!.result as AnalyzeResponse;
    expect(AnalysisResultSchema.safeParse(result).success).toBe(true);
    expect(AnalyzeResponseSchema.safeParse(result).success).toBe(true);
    expect(result.charged).toBe('basic');
    expect(result.premium).toEqual({ requested: false, applied: false, reason: null, note: null });

    const [record] = await records(u);
    expect(record).toMatchObject({
      id: result.analysis_id,
      essay_title: 'The Bicycle in the Garage',
      is_premium: false,
      overall_score: Math.round(result.feedback.overall_score),
      export_count: 0,
    });
    expect(record.analysis_data.feedback).toEqual(result.feedback);
    expect(record.analysis_data.html).toBe(result.html);
    expect((await usage(u)).basic_used).toBe(1);
  });

  it('answers the GET form, started by a one-time token from a POST, the same way', async () => {
    const u = await createUserAndLogin(t);
    // A title the student gave (or an uploaded document's) names the essay in history, not its first line.
    const title = 'Common App Essay – Draft 3';
    const created = await post(u, '/analyze/stream/token', { text: ESSAY, word_limit: 650, title });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const res = await fetch(`${t.api}/analyze/stream?token=${token}`, { headers: { cookie: u.cookie } });
    const events = await streamEvents(res);
    expect(events.at(-1)).toMatchObject({ stage: 'complete', progress: 100 });
    expect((await usage(u)).basic_used).toBe(1);
    expect((await records(u))[0].essay_title).toBe(title);
    const tooLong = await post(u, '/analyze/stream/token', { text: ESSAY, title: 'x'.repeat(201) });
    expect(tooLong.status).toBe(422);
  });

  it('shows an essay containing HTML as text in the HTML export', async () => {
    const u = await createUserAndLogin(t);
    const text = `${ESSAY}\n\nI once typed <img src=x onerror=alert(1)> into a form to see what would happen.`;
    const result = (await streamEvents(await streamPost(u, { text }))).at(-1)!.result as AnalyzeResponse;
    // The feedback quotes it verbatim; the documents show it as characters, never as markup.
    expect(JSON.stringify(result.feedback)).toContain('<img src=x onerror=alert(1)>');
    expect(result.html).toMatch(/(&#60;|&lt;)img src=x onerror=alert\(1\)(&#62;|&gt;)/);
    expect(result.html).not.toMatch(/<img/i);
    expect(result.markdown).not.toMatch(/<img/i);
  });

  it('gives a premium request a basic review with a note when no language model is configured', async () => {
    const u = await createUserAndLogin(t);
    const events = await streamEvents(await streamPost(u, { text: ESSAY, use_premium_feedback: true }));
    expect(events.find((e) => e.stage === 'llm_enhancement')?.detail).toBe(
      PREMIUM_UNAVAILABLE_NOTES.not_configured,
    );
    const result = events.at(-1)!.result as AnalyzeResponse;
    expect(result.premium).toEqual({
      requested: true,
      applied: false,
      reason: 'not_configured',
      note: PREMIUM_UNAVAILABLE_NOTES.not_configured,
    });
    expect(result.charged).toBe('basic');
    const row = await usage(u);
    expect([row.basic_used, row.premium_used]).toEqual([1, 0]);
  });

  it('20 concurrent reviews with 5 units left: exactly 5 complete, 15 get 403, usage rises by exactly 5', async () => {
    const u = await createUserAndLogin(t);
    await setPlan(t, u.user.id, 'pro'); // 50 basic a month
    await usage(u);
    await t.db.pool.query('UPDATE usage_months SET basic_used = 45 WHERE user_id = $1', [u.user.id]);

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await streamPost(u, { text: `${ESSAY}\n\nDraft ${i}.` });
        if (res.status !== 200) return { status: res.status, body: await res.json() };
        return { status: 200, last: (await streamEvents(res)).at(-1) };
      }),
    );
    const completed = outcomes.filter((o) => o.status === 200 && o.last?.stage === 'complete');
    const refused = outcomes.filter((o) => o.status === 403);
    expect(completed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.body).toEqual({ detail: MESSAGES.quotaExhausted });
    expect((await usage(u)).basic_used).toBe(50);
    expect(await records(u)).toHaveLength(5);
  });

  it('cancels the work and charges nothing when the client disconnects mid-analysis', async () => {
    const u = await createUserAndLogin(t);
    const aborted = deferred();
    engine = (_input, opts) =>
      new Promise((_resolve, reject) => {
        opts.onEvent?.({ stage: 'starting', progress: 0, detail: 'Starting analysis' });
        opts.onEvent?.({ stage: 'analyzers', progress: 15, detail: 'Running quality checks' });
        opts.signal?.addEventListener('abort', () => {
          aborted.resolve();
          reject(opts.signal!.reason);
        });
      });
    const client = new AbortController();
    const res = await streamPost(u, { text: ESSAY }, { signal: client.signal });
    for await (const item of readSse(res)) {
      if ('data' in item && item.data.stage === 'analyzers') break;
    }
    expect((await usage(u)).basic_used).toBe(1); // reserved while it runs
    client.abort();
    await aborted.promise;
    await vi.waitFor(async () => expect((await usage(u)).basic_used).toBe(0));
    expect(await records(u)).toHaveLength(0);
  });

  it('sends heartbeat comments while an analysis is quiet', async () => {
    const u = await createUserAndLogin(t);
    const heartbeatSeen = deferred();
    engine = async (input, opts) => {
      opts.onEvent?.({ stage: 'starting', progress: 0, detail: 'Starting analysis' });
      await heartbeatSeen.promise;
      return analyzeEssay(input, opts);
    };
    const items: string[] = [];
    for await (const item of readSse(await streamPost(u, { text: ESSAY }))) {
      if ('comment' in item) {
        items.push(`: ${item.comment}`);
        heartbeatSeen.resolve();
      } else items.push(String(item.data.stage));
    }
    expect(items).toContain(': heartbeat');
    expect(items.at(-1)).toBe('complete');
  });

  it('ends with an error event and gives the unit back when the analysis fails', async () => {
    const u = await createUserAndLogin(t);
    engine = async (_input, opts) => {
      opts.onEvent?.({ stage: 'starting', progress: 0, detail: 'Starting analysis' });
      opts.onEvent?.({ stage: 'analyzers', progress: 15, detail: 'Running quality checks' });
      throw new Error('engine exploded');
    };
    const events = await streamEvents(await streamPost(u, { text: ESSAY }));
    expect(events.at(-1)).toEqual({
      stage: 'error',
      progress: 15,
      status: 500,
      detail: MESSAGES.analysisFailed,
    });
    expect((await usage(u)).basic_used).toBe(0);
    expect(await records(u)).toHaveLength(0);
  });

  it('refuses a sixth simultaneous review by one user with 429 and charges nothing for it', async () => {
    const u = await createUserAndLogin(t);
    await setPlan(t, u.user.id, 'premium'); // unlimited
    const release = deferred();
    const started: Array<Promise<void>> = [];
    engine = async (input, opts) => {
      opts.onEvent?.({ stage: 'starting', progress: 0, detail: 'Starting analysis' });
      await release.promise;
      return analyzeEssay(input, opts);
    };
    const firstEvent = async (res: Response) => {
      for await (const item of readSse(res)) if ('data' in item) return;
    };
    const running = await Promise.all(Array.from({ length: 5 }, () => streamPost(u, { text: ESSAY })));
    for (const res of running) started.push(firstEvent(res.clone()));
    await Promise.all(started);
    const sixth = await streamPost(u, { text: ESSAY });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ detail: MESSAGES.tooManyRequests });
    release.resolve();
    for (const res of running) expect((await streamEvents(res)).at(-1)?.stage).toBe('complete');
    expect((await usage(u)).basic_used).toBe(5);
  });
});

describe('POST /analyze and POST /analyze/convert', () => {
  it('POST /analyze answers the result object; enable_llm_enhancement false is a basic review', async () => {
    const u = await createUserAndLogin(t);
    const res = await post(u, '/analyze', {
      text: ESSAY,
      config: { prompt: 'Describe a challenge.', word_limit: 650, limit_type: 'words' },
      enable_llm_enhancement: false,
      metadata: { client: 'test' },
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as AnalyzeResponse;
    expect(AnalysisResultSchema.safeParse(result).success).toBe(true);
    expect(result.premium.requested).toBe(false);
    expect(result.charged).toBe('basic');
    expect(await records(u)).toHaveLength(1);
  });

  it('converts an essay reviewed in the last 24 hours for free, and charges a new essay like a review', async () => {
    const u = await createUserAndLogin(t);
    const options = { prompt: 'Describe a challenge.', word_limit: 650, limit_type: 'words' };
    const reviewed = (await streamEvents(await streamPost(u, { text: ESSAY, ...options }))).at(-1)!
      .result as AnalyzeResponse;

    const again = await post(u, '/analyze/convert', {
      essay: ESSAY,
      format: 'html',
      premium: false,
      options,
    });
    expect(again.status).toBe(200);
    const converted = (await again.json()) as AnalyzeResponse;
    expect(converted).toMatchObject({ analysis_id: reviewed.analysis_id, charged: null });
    expect(converted.html).toBe(reviewed.html);
    expect(converted.markdown).toBe(reviewed.markdown);
    expect((await usage(u)).basic_used).toBe(1);

    // Other options change the review: that is a new (fallback) review, charged and stored.
    const other = await post(u, '/analyze/convert', {
      essay: ESSAY,
      format: 'markdown',
      options: { word_limit: 300 },
    });
    expect(other.status).toBe(200);
    expect(((await other.json()) as AnalyzeResponse).charged).toBe('basic');
    expect((await usage(u)).basic_used).toBe(2);
    expect(await records(u)).toHaveLength(2);
  });

  it('still converts a reviewed essay when the allowance is used up, but refuses a new one with 403', async () => {
    const u = await createUserAndLogin(t);
    await streamEvents(await streamPost(u, { text: ESSAY }));
    await t.db.pool.query('UPDATE usage_months SET basic_used = 5 WHERE user_id = $1', [u.user.id]);
    const reviewed = await post(u, '/analyze/convert', { essay: ESSAY, format: 'html' });
    expect(reviewed.status).toBe(200);
    const fresh = await post(u, '/analyze/convert', { essay: `${ESSAY}\n\nA new ending.`, format: 'html' });
    expect(fresh.status).toBe(403);
    expect(await fresh.json()).toEqual({ detail: MESSAGES.quotaExhausted });
    const stream = await streamPost(u, { text: `${ESSAY}\n\nA new ending.` });
    expect(stream.status).toBe(403);
    expect(await stream.json()).toEqual({ detail: MESSAGES.quotaExhausted });
  });
});

describe('the analysis runner with Premium Feedback', () => {
  const improvement = {
    priority: 'HIGH' as const,
    section: 'content',
    issue: 'Say what you learned',
    suggestion: 'End with what the repair taught you.',
    location: { line_start: 5, line_end: 5 },
    text_snippet: 'I understood why she had kept it.',
    example: 'I understood that patience is a kind of love.',
    alternatives: [],
    evidence: [],
    impact: 'A reader remembers the lesson.',
    source: 'llm_enhancement',
  };
  const goodPremium: PremiumService = {
    model: 'fake-model',
    async enhance(_input, feedback: Feedback, ctx) {
      ctx.emit('Asking the coach');
      ctx.partial?.({
        kind: 'tone_voice',
        key: 'tone-1',
        tone_voice: { note: 'Warm and specific.', evidence: [] },
      });
      return { ...feedback, improvements: [...feedback.improvements, improvement] };
    },
  };
  const failingPremium: PremiumService = {
    model: 'fake-model',
    async enhance() {
      throw new PremiumUnavailableError('timeout', 'the fake model timed out');
    },
  };

  let clock = new Date('2025-03-10T12:00:00Z');
  const runnerWith = (premium?: PremiumService, extra: Partial<AnalysisRunnerDeps> = {}) =>
    createAnalysisRunner({
      pool: t.db.pool,
      config: t.deps.config,
      logger: t.deps.logger,
      now: () => clock,
      engine: { analyze: analyzeEssay },
      premium,
      ...extra,
    });
  const input = { text: ESSAY, limit_type: 'words' as const };
  const run = async (
    runner: ReturnType<typeof runnerWith>,
    user: { id: string; plan_type: 'free' },
    premium: boolean,
  ) => {
    const events: Array<StageEvent & Record<string, unknown>> = [];
    const reserved = await runner.reserve(user, { input, premium });
    const result = await reserved.run({
      signal: new AbortController().signal,
      onEvent: (e) => events.push(e),
    });
    return { result, events };
  };
  const usageAt = (userId: string) => getUsageRow(t.db.pool, userId, clock);

  it('charges a premium unit, stores a premium record and forwards partial results', async () => {
    const u = await createUserAndLogin(t);
    const { result, events } = await run(runnerWith(goodPremium), { id: u.user.id, plan_type: 'free' }, true);
    expect(result.premium).toEqual({ requested: true, applied: true, reason: null, note: null });
    expect(result.charged).toBe('premium');
    expect(result.feedback.improvements.at(-1)).toMatchObject({ source: 'llm_enhancement' });
    expect(events.some((e) => e.stage === 'llm_enhancement' && e.detail === 'Asking the coach')).toBe(true);
    expect(events.find((e) => e.partial)).toMatchObject({
      stage: 'llm_enhancement',
      partial: { key: 'tone-1' },
    });
    const row = await usageAt(u.user.id);
    expect([row.basic_used, row.premium_used]).toEqual([0, 1]);
    const { rows } = await t.db.pool.query('SELECT is_premium FROM analyses WHERE id = $1', [
      result.analysis_id,
    ]);
    expect(rows[0].is_premium).toBe(true);
  });

  it('keeps the basic review when the model fails: a basic unit instead of a premium one, and the note', async () => {
    const u = await createUserAndLogin(t);
    const { result, events } = await run(
      runnerWith(failingPremium),
      { id: u.user.id, plan_type: 'free' },
      true,
    );
    expect(result.premium).toEqual({
      requested: true,
      applied: false,
      reason: 'timeout',
      note: PREMIUM_UNAVAILABLE_NOTES.timeout,
    });
    expect(result.charged).toBe('basic');
    expect(events.some((e) => e.detail === PREMIUM_UNAVAILABLE_NOTES.timeout)).toBe(true);
    const row = await usageAt(u.user.id);
    expect([row.basic_used, row.premium_used]).toEqual([1, 0]);
  });

  it('refuses premium with 403 once the premium allowance is used up', async () => {
    const u = await createUserAndLogin(t);
    await usageAt(u.user.id);
    await t.db.pool.query('UPDATE usage_months SET premium_used = 2 WHERE user_id = $1', [u.user.id]);
    await expect(
      runnerWith(goodPremium).reserve({ id: u.user.id, plan_type: 'free' }, { input, premium: true }),
    ).rejects.toMatchObject({
      status: 403,
      detail: MESSAGES.quotaExhausted,
    });
  });

  it('reuses a review for conversion for 24 hours, then charges again', async () => {
    const u = await createUserAndLogin(t);
    const user = { id: u.user.id, plan_type: 'free' as const };
    const runner = runnerWith(undefined);
    const { result } = await run(runner, user, false);
    const signal = new AbortController().signal;
    clock = new Date(clock.getTime() + CONVERT_REUSE_WINDOW_MS - 60_000);
    expect(await runner.convert(user, { input, premium: false }, signal)).toMatchObject({
      analysis_id: result.analysis_id,
      charged: null,
    });
    clock = new Date(clock.getTime() + 120_000);
    const later = await runner.convert(user, { input, premium: false }, signal);
    expect(later.charged).toBe('basic');
    expect(later.analysis_id).not.toBe(result.analysis_id);
  });
});
