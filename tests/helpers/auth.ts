import { randomBytes } from 'node:crypto';
import type { PlanType } from '../../shared/plans';
import type { AuthUser } from '../../shared/schemas/auth';
import type { MailMessage, Mailer } from '../../server/services/mail';
import { hashPassword } from '../../server/services/passwords';
import type { Pool } from '../../server/db/pool';

/** What these helpers need of an app: an in-process TestApp, or a server process and its database. */
export interface AppUnderTest {
  api: string;
  db: { pool: Pool };
  deps: { config: { publicUrl: string } };
}

// Helpers for tests that need a signed-in user. State-changing API calls must carry an allowed Origin
// (CSRF defence), so use `authHeaders(cookie, t)` (or `originOf(t)`) on POST/PUT/PATCH/DELETE.

export interface SignedInUser {
  /** The Cookie header value to send on later requests. */
  cookie: string;
  user: AuthUser;
  email: string;
  password: string;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  username?: string;
  full_name?: string | null;
  plan_type?: PlanType;
}

/** The web origin the server allows (from PUBLIC_URL). */
export const originOf = (t: AppUnderTest): string => new URL(t.deps.config.publicUrl).origin;

/** Headers for an authenticated, state-changing JSON request. */
export function authHeaders(cookie: string, t: AppUnderTest): Record<string, string> {
  return { cookie, origin: originOf(t), 'content-type': 'application/json' };
}

/** Inserts a confirmed user directly (argon2 hash, no e-mail round trip). Returns its id. */
export async function createUser(t: AppUnderTest, overrides: UserOverrides = {}) {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const { rows } = await t.db.pool.query<{ id: string }>(
    `INSERT INTO users (email, email_normalized, username, full_name, password_hash, plan_type, email_confirmed_at)
     VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
    [
      email,
      email.trim().toLowerCase(),
      overrides.username ?? email.split('@')[0],
      overrides.full_name ?? null,
      await hashPassword(password),
      overrides.plan_type ?? 'free',
    ],
  );
  return { id: rows[0]!.id, email, password };
}

/** Signs in through POST /auth/login and returns the session cookie (as a Cookie header value). */
export async function login(
  t: AppUnderTest,
  email: string,
  password: string,
): Promise<{ cookie: string; user: AuthUser }> {
  const res = await fetch(`${t.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: originOf(t) },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = cookieHeader(res);
  if (!cookie) throw new Error('login set no session cookie');
  return { cookie, user: ((await res.json()) as { user: AuthUser }).user };
}

/** A confirmed user, signed in through the API. */
export async function createUserAndLogin(
  t: AppUnderTest,
  overrides: UserOverrides = {},
): Promise<SignedInUser> {
  const { email, password } = await createUser(t, overrides);
  const { cookie, user } = await login(t, email, password);
  return { cookie, user, email, password };
}

export async function setPlan(t: AppUnderTest, userId: string, plan: PlanType): Promise<void> {
  await t.db.pool.query('UPDATE users SET plan_type = $2 WHERE id = $1', [userId, plan]);
}

/** The name=value pairs of a response's Set-Cookie headers, joined as a Cookie request header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

/** A mailer that keeps messages in memory; `next(to)` resolves when a message for that address arrives. */
export function memoryMailer(): Mailer & { sent: MailMessage[]; next(to: string): Promise<MailMessage> } {
  const sent: MailMessage[] = [];
  const waiting: Array<{ to: string; resolve: (m: MailMessage) => void }> = [];
  let seen = new Map<string, number>();
  return {
    sent,
    async send(message) {
      sent.push(message);
      for (const w of waiting.splice(0)) {
        if (w.to === message.to.toLowerCase()) w.resolve(message);
        else waiting.push(w);
      }
    },
    next(to) {
      const address = to.toLowerCase();
      const already = seen.get(address) ?? 0;
      const mine = sent.filter((m) => m.to.toLowerCase() === address);
      seen = new Map(seen).set(address, already + 1);
      if (mine.length > already) return Promise.resolve(mine[already]!);
      return new Promise((resolve) => waiting.push({ to: address, resolve }));
    },
  };
}

/** The token in an e-mail's auth link (`…/auth-callback#access_token=…&type=…`). */
export function linkToken(mail: MailMessage): { token: string; type: string } {
  const match = /#access_token=([\w-]+)&type=(\w+)/.exec(mail.text);
  if (!match) throw new Error(`no auth link in mail: ${mail.subject}`);
  return { token: decodeURIComponent(match[1]!), type: match[2]! };
}
