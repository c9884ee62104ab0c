// Premium Feedback end to end through POST /api/analyze/stream: real engine, real HTTP to a scripted
// OpenAI-compatible server, real SSE back to the client.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { analyzeEssay } from '../../../server/analysis';
import { parseConfig } from '../../../server/config';
import { createPremiumService } from '../../../server/premium';
import { PremiumPartialEventSchema } from '../../../shared/premium';
import { authHeaders, createUserAndLogin, type SignedInUser } from '../../helpers/auth';
import { groundedAnswer, startFakeOpenAI, type FakeOpenAI } from '../../helpers/fakeOpenAI';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { ESSAY, PROMPT } from './fixtures';

type Event = Record<string, unknown> & { stage: string; progress: number; detail: string };

describe('premium review through POST /api/analyze/stream', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let student: SignedInUser;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    const env = {
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_TIMEOUT_MS: '2000',
      LLM_IDLE_TIMEOUT_MS: '1500',
      LLM_MAX_RETRIES: '1',
    };
    const premium = createPremiumService(parseConfig(env), pino({ level: 'silent' }));
    t = await startTestApp({ env, deps: { premium } });
    // The engine's first run loads its models: do it here, not inside a test's time limit.
    await analyzeEssay({ text: ESSAY });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    // A step a test scripted but no request took would answer the next test's request: the hang
    // test scripts one for a retry that, on a loaded machine, its 2 s budget never sends.
    fake.clearScript();
    student = await createUserAndLogin(t);
  });

  function post(signal?: AbortSignal) {
    return fetch(`${t.api}/analyze/stream`, {
      method: 'POST',
      headers: authHeaders(student.cookie, t),
      body: JSON.stringify({ text: ESSAY, prompt: PROMPT, use_premium_feedback: true }),
      signal,
    });
  }

  async function readEvents(res: Response, onEvent?: (e: Event) => void): Promise<Event[]> {
    const events: Event[] = [];
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body!) {
      buffer += decoder.decode(chunk, { stream: true });
      let i: number;
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as Event;
        events.push(event);
        onEvent?.(event);
      }
    }
    return events;
  }

  async function premiumUsed(): Promise<number> {
    const res = await fetch(`${t.api}/usage/stats`, { headers: { cookie: student.cookie } });
    return ((await res.json()) as { premium_used: number }).premium_used;
  }

  it('streams progress and partial results, then a premium result charged as premium', async () => {
    fake.script({ type: 'answer', content: groundedAnswer, chunkChars: 40, delayMs: 10 });
    const res = await post();
    expect(res.status).toBe(200);
    const events = await readEvents(res);

    const complete = events.at(-1)!;
    expect(complete.stage).toBe('complete');
    const result = complete.result as {
      premium: { applied: boolean };
      charged: string;
      feedback: {
        improvements: Array<{ source?: string }>;
        section_scores: Record<string, { details: { findings: Array<{ metadata: { type: string } }> } }>;
      };
    };
    expect(result.premium.applied).toBe(true);
    expect(result.charged).toBe('premium');
    expect(result.feedback.improvements.some((i) => i.source === 'llm_enhancement')).toBe(true);
    const types = result.feedback.section_scores.ai_detection!.details.findings.map((f) => f.metadata.type);
    expect(types).toEqual(expect.arrayContaining(['premium_red_flags', 'premium_analysis']));

    const llm = events.filter((e) => e.stage === 'llm_enhancement');
    expect(llm.map((e) => e.detail)).toContain('The language model is reading your essay…');
    const partials = llm.filter((e) => 'partial' in e);
    expect(partials.length).toBeGreaterThan(0);
    for (const p of partials) expect(() => PremiumPartialEventSchema.parse(p)).not.toThrow();
    expect(events.indexOf(partials[0]!)).toBeLessThan(events.length - 1);
    expect(await premiumUsed()).toBe(1);
  });

  it('keeps the basic review with a clear note and charges no premium unit when the model hangs', async () => {
    fake.script({ type: 'hang' }, { type: 'hang' });
    const events = await readEvents(await post());
    const complete = events.at(-1)!;

    expect(complete.stage).toBe('complete');
    const result = complete.result as {
      premium: { applied: boolean; reason: string; note: string };
      charged: string;
    };
    expect(result.premium).toMatchObject({ applied: false, reason: 'timeout' });
    expect(result.premium.note).toMatch(/did not answer in time.*no premium credit was used/);
    expect(result.charged).toBe('basic');
    expect(events.some((e) => e.stage === 'llm_enhancement' && e.detail === result.premium.note)).toBe(true);
    expect(await premiumUsed()).toBe(0);
  });

  // Its own app with a generous model budget: on a loaded machine the 2 s budget above can run out
  // before the first partial arrives, and then there is nothing to disconnect from.
  describe('when the student disconnects mid-answer', () => {
    let patient: TestApp;
    beforeAll(async () => {
      const env = {
        LLM_BASE_URL: fake.baseUrl,
        LLM_MODEL: 'fake-model',
        LLM_TIMEOUT_MS: '60000',
        LLM_MAX_RETRIES: '0',
      };
      const premium = createPremiumService(parseConfig(env), pino({ level: 'silent' }));
      patient = await startTestApp({ env, deps: { premium } });
    }, 120_000);
    afterAll(async () => {
      await patient?.close();
    });

    it('aborts the model request before it finishes and gives the premium unit back', async () => {
      const reader = await createUserAndLogin(patient);
      // About 400 chunks 30 ms apart: the answer would take over ten seconds to finish.
      fake.script({ type: 'answer', content: groundedAnswer, chunkChars: 5, delayMs: 30 });
      const controller = new AbortController();
      let sawPartial = false;
      const before = fake.requests.length;
      const res = await fetch(`${patient.api}/analyze/stream`, {
        method: 'POST',
        headers: authHeaders(reader.cookie, patient),
        body: JSON.stringify({ text: ESSAY, prompt: PROMPT, use_premium_feedback: true }),
        signal: controller.signal,
      });
      await readEvents(res, (e) => {
        if (!sawPartial && 'partial' in e) {
          sawPartial = true;
          controller.abort();
        }
      }).catch(() => undefined);
      expect(sawPartial).toBe(true);
      // The server hangs up on the model: the fake records an abort, never a finished answer.
      const seen = await fake.waitForAbort(before, 10_000);
      expect(seen.path).toBe('/v1/chat/completions');
      expect(seen.finishedAt).toBeUndefined();
      // The server gives the unit back once the cancelled run has unwound.
      const used = async () => {
        const r = await fetch(`${patient.api}/usage/stats`, { headers: { cookie: reader.cookie } });
        return ((await r.json()) as { premium_used: number }).premium_used;
      };
      await expect.poll(used, { timeout: 10_000 }).toBe(0);
    }, 60_000);
  });
});
