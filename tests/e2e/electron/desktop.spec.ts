import { expect, test } from '@playwright/test';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { docxFixture } from '../../helpers/fixtures';
import {
  confirmedAccount,
  dropFileFromDisk,
  essayBox,
  launch,
  newProfile,
  openRoute,
  promptBox,
  setApiBaseUrl,
  signIn,
  type DesktopWindow,
} from './desktopApp';
import { electronBinary } from './electronBinary';

// The desktop app end to end. Needs an Electron binary: skipped with the reason where there is none.
test.skip(!electronBinary.path, `Electron binary not available: ${electronBinary.reason}`);

const PASSWORD = 'harbour lantern ninety';

test('starts a locked-down window on app://essay-coach with only the bridge exposed', async () => {
  const profile = await newProfile();
  const { app, page } = await launch(profile);
  try {
    expect(page.url()).toMatch(/^app:\/\/essay-coach\//);
    // The window options themselves (contextIsolation, sandbox, no nodeIntegration) are asserted by the unit
    // tests of electron/main/window.ts; here we check their effect from inside the page.
    const exposed = await page.evaluate(() => {
      const w = globalThis as unknown as DesktopWindow;
      return {
        require: typeof w.require,
        process: typeof w.process,
        bridge: Object.entries(w.essayApp ?? {}).map(([k, v]) => `${k}:${typeof v}`),
      };
    });
    expect(exposed.require).toBe('undefined');
    expect(exposed.process).toBe('undefined');
    expect(exposed.bridge).toContain('listDrafts:function');
    expect(exposed.bridge.every((entry) => entry.endsWith(':function'))).toBe(true);
    // The CSP keeps the page's network to the configured backend.
    const blocked = await page.evaluate(() =>
      fetch('https://example.com/').then(
        () => false,
        () => true,
      ),
    );
    expect(blocked).toBe(true);
    // Navigation away is refused; the page stays on app://.
    await page.evaluate(() => {
      (globalThis as unknown as DesktopWindow).location.href = 'https://example.com/';
    });
    await expect.poll(() => page.url()).toMatch(/^app:\/\/essay-coach\//);
  } finally {
    await app.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('sign in, drop a .docx, type, relaunch with the draft restored, export a PDF and open it', async () => {
  const email = await confirmedAccount(PASSWORD);
  const profile = await newProfile();
  const typed = ' I still ride it to school every morning.';
  const prompt = 'Describe something that shaped you.';
  try {
    // 1. Sign in and drop a Word document anywhere on the window: its text lands in the editor.
    let essay: string;
    {
      const { app, page } = await launch(profile);
      await signIn(page, email, PASSWORD);
      const docx = path.join(profile, 'My essay.docx');
      await writeFile(docx, await docxFixture(['My grandmother’s bicycle taught me patience.']));
      // The main process reads the dropped file from disk (the same checks as POST /upload), then the
      // page sends it to POST /upload for its text.
      expect(await dropFileFromDisk(page, docx)).toEqual({ ok: true, name: 'My essay.docx' });
      const editor = essayBox(page);
      await expect(editor).toHaveValue(/My grandmother’s bicycle taught me patience\./);
      await expect(page.getByText(/^Loaded My essay\.docx \(\d+ words\)\.$/)).toBeVisible();

      // 2. Type; the draft is saved on disk as the student types.
      await editor.evaluate((box: HTMLTextAreaElement) => {
        box.focus();
        box.setSelectionRange(box.value.length, box.value.length);
      });
      await editor.pressSequentially(typed);
      await promptBox(page).fill(prompt);
      essay = await editor.inputValue();
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const bridge = (globalThis as unknown as DesktopWindow).essayApp!;
            const [latest] = await bridge.listDrafts();
            const draft = latest ? await bridge.getDraft(latest.id) : null;
            return draft && { essay: draft.essay, prompt: draft.prompt };
          }),
        )
        .toEqual({ essay, prompt });
      // One JSON file per draft in the profile, written whole (no temporary file left beside it).
      const files = await readdir(path.join(profile, 'drafts'));
      expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
      const saved = await Promise.all(
        files.map(
          async (f) => JSON.parse(await readFile(path.join(profile, 'drafts', f), 'utf8')) as unknown,
        ),
      );
      expect(saved).toContainEqual(expect.objectContaining({ essay, prompt, wordLimit: 650, unit: 'words' }));
      await app.close();
    }

    // 3. Relaunch: the draft is listed with its time and first line, and restores.
    {
      const { app, page } = await launch(profile);
      await signIn(page, email, PASSWORD);
      const drafts = page.getByRole('region', { name: 'Saved drafts' });
      await expect(drafts.getByRole('listitem').first()).toContainText('My grandmother’s bicycle');
      await expect(drafts.locator('time').first()).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/);
      await essayBox(page).fill('');
      await drafts
        .getByRole('button', { name: /^Restore draft/ })
        .first()
        .click();
      await expect(essayBox(page)).toHaveValue(essay);
      await expect(promptBox(page)).toHaveValue(prompt);

      // 4. Review, then Download PDF: printed by Electron, saved where the student chooses (the save
      //    dialog is answered in the main process), and opened to check it is the report.
      await page.getByRole('button', { name: 'Review My Essay' }).click();
      await expect(page.getByRole('img', { name: /Overall score \d+ out of 100/ })).toBeVisible({
        timeout: 60_000,
      });
      // A basic review: Personalizing suggestions was not run, and says so.
      await expect(
        page.getByRole('list', { name: 'Review stages' }).locator('[data-stage="llm_enhancement"]'),
      ).toHaveAttribute('data-state', 'skipped');
      const pdfPath = path.join(profile, 'results.pdf');
      await app.evaluate(({ dialog }, target) => {
        dialog.showSaveDialog = (async () => ({
          canceled: false,
          filePath: target,
        })) as typeof dialog.showSaveDialog;
      }, pdfPath);
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await expect(page.getByText(`PDF saved to ${pdfPath}`)).toBeVisible({ timeout: 30_000 });
      const pdf = await readFile(pdfPath);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { PDFParse } = await import('pdf-parse');
      const parser = new PDFParse({ data: new Uint8Array(pdf) });
      try {
        expect((await parser.getText()).text).toMatch(/Essay analysis/i);
      } finally {
        await parser.destroy();
      }
      await app.close();
    }

    // 5. Backend unreachable: still signed in (the cached user), the drafts are there and restore, and
    //    the screen says it is offline and review is unavailable.
    await setApiBaseUrl(profile, 'http://127.0.0.1:9/api');
    {
      const { app, page } = await launch(profile);
      await openRoute(page, '/analyze');
      await expect(page.getByText(/review is unavailable/).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
      const drafts = page.getByRole('region', { name: 'Saved drafts' });
      await expect(drafts.getByRole('listitem').first()).toContainText('My grandmother’s bicycle');
      await drafts
        .getByRole('button', { name: /^Restore draft/ })
        .first()
        .click();
      await expect(essayBox(page)).toHaveValue(essay);
      await expect(page.getByRole('button', { name: 'Review My Essay' })).toBeDisabled();
      await app.close();
    }
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});
