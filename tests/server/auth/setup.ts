import { Writable } from 'node:stream';
import pino from 'pino';
import { cookieHeader, memoryMailer, originOf } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';

/** A test app with an in-memory mailer, a clock the test moves, and the log captured as text. */
export async function startAuthApp(env: Record<string, string> = {}) {
  const mailer = memoryMailer();
  const clock = { ms: Date.now() };
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const t = await startTestApp({
    env: { LOG_LEVEL: 'info', ...env },
    logger: pino({ level: 'info' }, sink),
    deps: { mailer, now: () => new Date(clock.ms) },
  });
  return { t, mailer, clock, log: () => lines.join('') };
}

export type AuthApp = Awaited<ReturnType<typeof startAuthApp>>;

/** A JSON request as a browser on the app's own origin would send it. */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${t.api}${path}`, {
    method,
    headers: {
      ...(method === 'GET' ? {} : { origin: originOf(t), 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : null,
    headers: res.headers,
    cookie: cookieHeader(res),
    res,
  };
}

export const sessionSid = (cookie: string): string => {
  const value = decodeURIComponent(/essay_coach_session=([^;]+)/.exec(cookie)![1]!);
  // express-session signs the cookie as "s:<sid>.<signature>".
  return value.slice(2, value.lastIndexOf('.'));
};
