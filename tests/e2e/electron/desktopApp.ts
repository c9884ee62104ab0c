import { _electron, expect, type ElectronApplication, type Page } from '@playwright/test';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { electronBinary } from './electronBinary';

// Launching the built app with its own profile directory, and the account the tests sign in with.

const port = Number(process.env.E2E_ELECTRON_PORT ?? 4183);
const smtpHttp = `http://127.0.0.1:${Number(process.env.E2E_ELECTRON_SMTP_PORT ?? 2536) + 1}`;
export const backend = `http://localhost:${port}`;
export const MAIN_ENTRY = path.resolve('out/main/index.js');

/** A fresh profile whose settings file points the app at the test server (or anywhere else). */
export async function newProfile(apiBaseUrl = `${backend}/api`): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'essay-coach-desktop-'));
  await writeFile(path.join(dir, 'settings.json'), JSON.stringify({ apiBaseUrl }));
  return dir;
}

export async function setApiBaseUrl(profile: string, apiBaseUrl: string): Promise<void> {
  await writeFile(path.join(profile, 'settings.json'), JSON.stringify({ apiBaseUrl }));
}

export async function launch(profile: string): Promise<{ app: ElectronApplication; page: Page }> {
  const app = await _electron.launch({
    executablePath: electronBinary.path!,
    args: [MAIN_ENTRY, ...(process.env.CI ? ['--no-sandbox'] : [])],
    env: { ...process.env, ESSAY_COACH_USER_DATA_DIR: profile } as Record<string, string>,
  });
  const page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
  return { app, page };
}

export const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs up through the API and confirms with the e-mailed link, as a student would in a browser. */
export async function confirmedAccount(password: string): Promise<string> {
  const email = unique('desktop');
  const signup = await fetch(`${backend}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: backend },
    body: JSON.stringify({ email, password }),
  });
  expect(signup.ok).toBe(true);
  let token = '';
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${smtpHttp}/messages?to=${encodeURIComponent(email)}`)
        ).json()) as {
          raw: string;
        }[];
        const raw = (mails.at(-1)?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        token = /access_token=([\w-]+)/.exec(raw)?.[1] ?? '';
        return token;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const confirm = await fetch(`${backend}/api/auth/callback?access_token=${token}&type=signup`, {
    headers: { Origin: backend },
  });
  expect(confirm.ok).toBe(true);
  return email;
}

/** Signs in through the app's own login page, unless the persisted session already did. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.evaluate(() => window.history.pushState({}, '', '/analyze'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  const login = page.getByRole('button', { name: 'Sign In' });
  const editor = page.getByLabel('Essay text');
  await expect(login.or(editor)).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await login.click();
  }
  await expect(editor).toBeVisible();
}
