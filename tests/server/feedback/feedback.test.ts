import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { authHeaders, createUserAndLogin, type SignedInUser } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';

/** The first field error's message of a 422 body. */
const firstError = async (res: Response) =>
  ((await res.json()) as { detail: { msg: string }[] }).detail[0]!.msg;

describe('POST /feedback/submit', () => {
  let t: TestApp;
  let me: SignedInUser;
  beforeAll(async () => {
    t = await startTestApp();
    me = await createUserAndLogin(t);
  });
  afterAll(() => t.close());

  const submit = (body: unknown, who = me) =>
    fetch(`${t.api}/feedback/submit`, {
      method: 'POST',
      headers: authHeaders(who.cookie, t),
      body: JSON.stringify(body),
    });

  it('stores trimmed feedback with the user and time', async () => {
    const res = await submit({ feedback_text: '   The dashboard chart is great!   ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ message: MESSAGES.feedbackThanks });
    const { rows } = await t.db.pool.query('SELECT user_id, feedback_text, created_at FROM product_feedback');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: me.user.id, feedback_text: 'The dashboard chart is great!' });
  });

  it.each([
    ['short', MESSAGES.feedbackTooShort],
    ['   123456789   ', MESSAGES.feedbackTooShort],
    ['x'.repeat(1001), MESSAGES.feedbackTooLong],
  ])('refuses %j with the spec text', async (text, message) => {
    const res = await submit({ feedback_text: text });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: [{ msg: message, loc: ['feedback_text'] }] });
  });

  it('accepts exactly 10 and exactly 1000 characters', async () => {
    expect((await submit({ feedback_text: '0123456789' })).status).toBe(201);
    expect((await submit({ feedback_text: 'y'.repeat(1000) })).status).toBe(201);
  });

  it('refuses a missing field and requires sign-in', async () => {
    const res = await submit({});
    expect(res.status).toBe(422);
    expect(await firstError(res)).toBe(MESSAGES.feedbackTooShort);
    const anon = await fetch(`${t.api}/feedback/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ feedback_text: 'a valid feedback text' }),
    });
    expect(anon.status).toBe(401);
  });
});
