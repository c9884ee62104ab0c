import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '../../../server/services/usage';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account';
import { authHeaders, createUserAndLogin, login } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';
import { insertAnalysis, setUsage } from '../usage/seed';

/** The first field error's message of a 422 body. */
const firstError = async (res: Response) =>
  ((await res.json()) as { detail: { msg: string }[] }).detail[0]!.msg;

describe('account API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => fetch(`${t.api}/auth/me`, { headers: { cookie } });
  const send = (method: string, path: string, cookie: string, body: unknown) =>
    fetch(`${t.api}${path}`, { method, headers: authHeaders(cookie, t), body: JSON.stringify(body) });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const a = await createUserAndLogin(t);
    const second = await login(t, a.email, a.password);

    const wrong = await send('POST', '/account/password', a.cookie, {
      current_password: 'not-my-password',
      new_password: 'a fresh passphrase 42',
    });
    expect(wrong.status).toBe(400);
    expect(await firstError(wrong)).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);

    const short = await send('POST', '/account/password', a.cookie, {
      current_password: a.password,
      new_password: 'short',
    });
    expect(short.status).toBe(422);
    expect(await firstError(short)).toBe('Password must be at least 8 characters long');

    const ok = await send('POST', '/account/password', a.cookie, {
      current_password: a.password,
      new_password: 'a fresh passphrase 42',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });

    expect((await me(a.cookie)).status).toBe(200);
    expect((await me(second.cookie)).status).toBe(401);
    await expect(login(t, a.email, a.password)).rejects.toThrow(/login failed/);
    await expect(login(t, a.email, 'a fresh passphrase 42')).resolves.toBeTruthy();
  });

  it('exports everything stored about the user as a JSON download, without secrets', async () => {
    const a = await createUserAndLogin(t, { full_name: 'Ada Lovelace' });
    await insertAnalysis(t.db.pool, a.user.id, { title: 'Notes on the engine', score: 88 });
    await send('POST', '/feedback/submit', a.cookie, { feedback_text: 'Please add dark mode charts' });
    await setUsage(t.db.pool, a.user.id, monthStart(new Date()), { basic_used: 1 });

    const res = await fetch(`${t.api}/account/export`, { headers: { cookie: a.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="essay-coach-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.user).toMatchObject({ email: a.email, full_name: 'Ada Lovelace' });
    expect(data.analyses[0]).toMatchObject({ essay_title: 'Notes on the engine', overall_score: 88 });
    expect(data.product_feedback[0].feedback_text).toBe('Please add dark mode charts');
    expect(data.usage_months[0]).toMatchObject({ basic_used: 1 });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/password_hash|argon2|token_hash|"sid"/);
  });

  it('deletes the account for good after typed confirmation; the user can no longer sign in', async () => {
    const a = await createUserAndLogin(t);
    const second = await login(t, a.email, a.password);
    await insertAnalysis(t.db.pool, a.user.id);
    await send('POST', '/feedback/submit', a.cookie, {
      feedback_text: 'Goodbye and thanks for all the fish',
    });

    const unconfirmed = await send('DELETE', '/account', a.cookie, { confirm: 'delete me' });
    expect(unconfirmed.status).toBe(422);
    expect(await firstError(unconfirmed)).toBe(ACCOUNT_MESSAGES.confirmDelete);
    expect((await me(a.cookie)).status).toBe(200);

    const res = await send('DELETE', '/account', a.cookie, { confirm: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });

    expect((await me(a.cookie)).status).toBe(401);
    expect((await me(second.cookie)).status).toBe(401);
    await expect(login(t, a.email, a.password)).rejects.toThrow(/login failed/);
    for (const table of [
      'users WHERE id',
      'analyses WHERE user_id',
      'product_feedback WHERE user_id',
      'usage_months WHERE user_id',
    ]) {
      const { rows } = await t.db.pool.query(`SELECT count(*)::int AS n FROM ${table} = $1`, [a.user.id]);
      expect(rows[0].n).toBe(0);
    }
    const sessions = await t.db.pool.query(
      "SELECT count(*)::int AS n FROM session WHERE sess->>'userId' = $1",
      [a.user.id],
    );
    expect(sessions.rows[0].n).toBe(0);
  });
});
