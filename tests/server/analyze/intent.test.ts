import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYZE_MESSAGES } from '../../../shared/schemas/analyze';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { warmEngine } from '../../../server/analysis';
import { getUsageRow } from '../../../server/services/usage';
import { authHeaders, createUserAndLogin, type SignedInUser } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { streamEvents } from './sse';

// No review starts without the student's intent (issue 33, finding 3): a page on another site that sends
// a signed-in student to GET /analyze/stream must not spend a unit nor put an essay in their history.
// The headers below are what Chromium sends on such a navigation (no Origin, Sec-Fetch-Site: cross-site).

const ESSAY =
  'My grandmother kept a bicycle in the garage for nine years. I fixed it one summer and rode it to school.';
const CROSS_SITE_NAVIGATION = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };

let t: TestApp;
let u: SignedInUser;
beforeAll(async () => {
  // Loading the dictionaries and models takes a while once per process.
  await warmEngine();
  t = await startTestApp();
  u = await createUserAndLogin(t);
}, 120_000);
afterAll(() => t?.close());

const newToken = async (who: SignedInUser, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.api}/analyze/stream/token`, {
    method: 'POST',
    headers: { ...authHeaders(who.cookie, t), ...headers },
    body: JSON.stringify({ text: ESSAY }),
  });
  return { status: res.status, body: (await res.json()) as { token?: string; detail?: string } };
};
const getStream = (who: SignedInUser, query: string, headers: Record<string, string> = {}) =>
  fetch(`${t.api}/analyze/stream?${query}`, { headers: { cookie: who.cookie, ...headers } });
const charged = async (who: SignedInUser) => {
  const usage = await getUsageRow(t.db.pool, who.user.id, new Date());
  const { rows } = await t.db.pool.query('SELECT id FROM analyses WHERE user_id = $1', [who.user.id]);
  return { units: usage.basic_used + usage.premium_used, records: rows.length };
};

describe('starting a review needs the student to have asked for it', () => {
  it('a cross-site link carrying an essay in the URL starts nothing', async () => {
    const before = await charged(u);
    const q = new URLSearchParams({ text: ESSAY, use_premium_feedback: 'false' }).toString();
    const res = await getStream(u, q, CROSS_SITE_NAVIGATION);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: AUTH_MESSAGES.originNotAllowed });
    // Nor does the same URL from a same-site client: the essay never comes from a URL.
    const plain = await getStream(u, q);
    expect(plain.status).toBe(400);
    expect(await plain.json()).toEqual({ detail: ANALYZE_MESSAGES.streamTokenInvalid });
    expect(await charged(u)).toEqual(before);
  });

  it('a token is made only by a POST from an allowed origin', async () => {
    const foreign = await newToken(u, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.token).toBeUndefined();
  });

  it('a token starts one review, for the student who made it, and only from the same site', async () => {
    const before = await charged(u);
    const { status, body } = await newToken(u);
    expect(status).toBe(201);
    const token = body.token!;

    // Leaked to another site, a link with the token is refused and the token is not used up.
    const crossSite = await getStream(u, `token=${token}`, CROSS_SITE_NAVIGATION);
    expect(crossSite.status).toBe(403);
    // Another student cannot redeem it.
    const other = await createUserAndLogin(t);
    expect((await getStream(other, `token=${token}`)).status).toBe(400);

    const res = await getStream(u, `token=${token}`, { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect((await streamEvents(res)).at(-1)).toMatchObject({ stage: 'complete' });
    expect(await charged(u)).toEqual({ units: before.units + 1, records: before.records + 1 });

    const again = await getStream(u, `token=${token}`);
    expect(again.status).toBe(400);
    expect(await charged(u)).toEqual({ units: before.units + 1, records: before.records + 1 });
  });
});
