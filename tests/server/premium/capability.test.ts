import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { parseConfig } from '../../../server/config';
import { createPremiumService } from '../../../server/premium';
import { startTestApp, type TestApp } from '../../helpers/testApp';

const silent = pino({ level: 'silent' });

describe('premium capability', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('creates the premium service only when both a base URL and a model are configured', () => {
    expect(
      createPremiumService(parseConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' }), silent),
    ).toBeUndefined();
    expect(createPremiumService(parseConfig({ LLM_MODEL: 'llama3' }), silent)).toBeUndefined();
    const on = createPremiumService(
      parseConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'llama3' }),
      silent,
    );
    expect(on?.model).toBe('llama3');
  });

  it('GET /api/config says premium is unavailable, and why, when no model is configured', async () => {
    t = await startTestApp();
    expect(await (await fetch(`${t.api}/config`)).json()).toMatchObject({
      premium_available: false,
      premium_unavailable_reason:
        'Premium Feedback is unavailable: no language model is configured on this server.',
    });
  }, 60_000);

  it('GET /api/config says premium is available when a model is configured', async () => {
    t = await startTestApp({ env: { LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'llama3' } });
    expect(await (await fetch(`${t.api}/config`)).json()).toMatchObject({
      premium_available: true,
      premium_unavailable_reason: null,
    });
  }, 60_000);

  it('reads the retry, JSON-mode and log-probability settings with safe defaults', () => {
    const defaults = parseConfig({});
    expect(defaults).toMatchObject({
      LLM_MAX_RETRIES: 2,
      LLM_IDLE_TIMEOUT_MS: 45_000,
      LLM_JSON_MODE: true,
      LLM_LOGPROBS: false,
    });
    const set = parseConfig({ LLM_MAX_RETRIES: '0', LLM_JSON_MODE: 'false', LLM_LOGPROBS: 'true' });
    expect(set).toMatchObject({ LLM_MAX_RETRIES: 0, LLM_JSON_MODE: false, LLM_LOGPROBS: true });
    expect(() => parseConfig({ LLM_MAX_RETRIES: '-1' })).toThrow(/LLM_MAX_RETRIES/);
  });
});
