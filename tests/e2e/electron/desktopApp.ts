import { _electron, expect, type ElectronApplication, type Page } from '@playwright/test';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EssayAppBridge } from '../../../shared/ipc';
import { electronBinary } from './electronBinary';

/**
 * What the tests read of the page's window inside page.evaluate that the DOM types do not declare (the
 * bridge, and Node's globals that must be absent): cast with `globalThis as unknown as DesktopWindow`.
 */
export interface DesktopWindow {
  essayApp?: EssayAppBridge;
  require?: unknown;
  process?: unknown;
  location: { href: string };
  history: { pushState(state: unknown, title: string, url: string): void };
  dispatchEvent(event: unknown): boolean;
  PopStateEvent: new (type: string) => unknown;
}

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
  // No signup cookie here (another "browser"), so the link is confirmed with the sign-up's password.
  const confirm = await fetch(`${backend}/api/auth/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: backend },
    body: JSON.stringify({ access_token: token, password }),
  });
  expect(confirm.ok).toBe(true);
  return email;
}

/**
 * Drops a file from disk anywhere on the window, as the OS does: the File is backed by the path (set
 * through a file input, like a native drag), so the preload can name it to the main process, which reads
 * it. Returns what the bridge reads for it (null would mean a page-made File without a path).
 */
export async function dropFileFromDisk(
  page: Page,
  filePath: string,
): Promise<{ ok: true; name: string } | { ok: false; error: string } | null> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'e2e-drop-source';
    input.hidden = true;
    document.body.append(input);
  });
  const source = page.locator('#e2e-drop-source');
  await source.setInputFiles(filePath);
  return source.evaluate(async (input: HTMLInputElement) => {
    const file = input.files![0]!;
    input.remove();
    const read = await window.essayApp!.readEssayFile(file);
    const data = new DataTransfer();
    data.items.add(file);
    for (const type of ['dragenter', 'dragover', 'drop']) {
      document.body.dispatchEvent(
        new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    }
    if (!read) return null;
    return read.ok ? { ok: true as const, name: read.name } : read;
  });
}

/** Client-side navigation (the app has no address bar; a reload would also work from app://). */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    const w = globalThis as unknown as DesktopWindow;
    w.history.pushState({}, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, route);
}

/** The essay editor and the prompt box of the Review Essay screen, by their labels. */
export const essayBox = (page: Page) => page.getByRole('textbox', { name: /^Essay text/ });
export const promptBox = (page: Page) => page.getByRole('textbox', { name: /^Essay prompt/ });

/** Signs in through the app's own login page, unless the persisted session already did. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openRoute(page, '/analyze');
  const login = page.getByRole('button', { name: 'Sign In' });
  const editor = essayBox(page);
  await expect(login.or(editor)).toBeVisible();
  if (await login.isVisible()) {
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await login.click();
  }
  await expect(editor).toBeVisible();
}
