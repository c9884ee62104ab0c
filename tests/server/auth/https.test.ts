import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { call, startAuthApp, type AuthApp } from './setup';

// What an https deployment changes: Secure cookies (refused clearly when they cannot be set), HSTS and
// upgrade-insecure-requests. A plain-http deployment sends neither of the last two.

describe('https public URL behind a proxy', () => {
  let a: AuthApp;
  beforeAll(async () => {
    a = await startAuthApp({ PUBLIC_URL: 'https://essays.example', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => a.t.close());

  it('refuses a sign-in whose cookie could not be set, saying what to configure; https works', async () => {
    const { email, password } = await createUser(a.t);
    // The proxy did not say https (or TRUST_PROXY is missing): a Secure cookie would be dropped silently.
    const plain = await call(a.t, 'POST', '/auth/login', { body: { email, password } });
    expect(plain.status).toBe(503);
    expect(plain.body.detail).toMatch(/TRUST_PROXY/);
    expect(plain.cookie).toBe('');

    const viaTls = await call(a.t, 'POST', '/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaTls.status).toBe(200);
    expect(viaTls.cookie).toMatch(/^__Host-essay_coach_session=/);
  });

  it('sends HSTS and upgrade-insecure-requests, and one frame policy', async () => {
    const res = await fetch(`${a.t.api}/health`);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('plain-http public URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'http://essays.internal:3000' } });
  });
  afterAll(() => t.close());

  it('sends neither HSTS nor upgrade-insecure-requests, and still refuses framing', async () => {
    const res = await fetch(`${t.api}/health`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
