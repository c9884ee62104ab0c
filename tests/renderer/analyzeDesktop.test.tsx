import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Draft, DraftInput, EssayAppBridge } from '../../shared/ipc';
import { summarizeDraft } from '../../shared/ipc';
import { MESSAGES } from '../../shared/messages';
import { PDF_MESSAGES } from '../../shared/schemas/export';
import { resetPublicConfigCache } from '../../renderer/src/api/config';
import { OFFLINE_TEXT } from '../../renderer/src/components/desktop/OfflineBanner';
import { AnalyzePage, REVIEW_OFFLINE } from '../../renderer/src/pages/Analyze/AnalyzePage';
import { setBackendStatus } from '../../renderer/src/platform';
import { ESSAY, resultFixture } from './analyzeFixture';

// The Review Essay screen's desktop features, each also in a browser where it has a fallback: a file
// dropped anywhere on the window, working offline, and Download PDF.

type Handler = (init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sse = (body: string) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const unreachable = (): Response => {
  throw new TypeError('Failed to fetch');
};

const CONFIG = {
  product_name: 'Essay Coach',
  application_season: false,
  premium_available: false,
  premium_unavailable_reason: null,
  pdf_export_available: true,
};

let handlers: Record<string, Handler>;
const calls: Array<{ path: string; init: RequestInit }> = [];

function mockServer(extra: Record<string, Handler>, config = CONFIG) {
  handlers = { '/api/config': () => json(config), '/api/health': () => json({ status: 'ok' }), ...extra };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push({ path, init });
      const handler = handlers[path];
      if (!handler) return json({ detail: 'Not found' }, 404);
      return handler(init);
    }),
  );
}

const basicStream = () =>
  sse(
    event({ stage: 'starting', progress: 0, detail: 'Starting analysis' }) +
      event({ stage: 'analyzers', progress: 15, detail: 'Running quality checks' }) +
      event({ stage: 'processing', progress: 45, detail: 'Processing results' }) +
      event({
        stage: 'llm_enhancement',
        progress: 60,
        detail: 'Skipped: personalized suggestions are part of Premium Feedback',
      }) +
      event({ stage: 'finalizing', progress: 95, detail: 'Finalizing' }) +
      event({ stage: 'complete', progress: 100, result: resultFixture() }),
  );

/** window.essayApp as the preload exposes it, with drafts kept in memory. */
function installBridge() {
  const drafts = new Map<string, Draft>();
  const bridge = {
    getApiBaseUrl: vi.fn(() => ''),
    listDrafts: vi.fn(async () => [...drafts.values()].map(summarizeDraft)),
    getDraft: vi.fn(async (id: string) => drafts.get(id) ?? null),
    saveDraft: vi.fn(async (input: DraftInput) => {
      const draft = { ...input, updatedAt: new Date().toISOString() };
      drafts.set(input.id, draft);
      return summarizeDraft(draft);
    }),
    deleteDraft: vi.fn(async (id: string) => drafts.delete(id)),
    savePdf: vi.fn(async () => ({ saved: true, path: '/home/sam/Documents/essay-analysis.pdf' })),
    readEssayFile: vi.fn(async () => null),
    getSettings: vi.fn(),
    openExternal: vi.fn(async () => false),
  };
  window.essayApp = bridge as unknown as EssayAppBridge;
  return bridge;
}

function renderPage() {
  const user = userEvent.setup();
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <AnalyzePage />
    </FluentProvider>,
  );
  return { user, ...view };
}

const editor = () => screen.getByRole('textbox', { name: /essay text/i });

async function pasteAndReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(editor());
  await user.paste(ESSAY);
  await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
  await screen.findByRole('heading', { name: 'Review complete' });
}

/** A drag event carrying files, as the OS sends when a file is dragged in from the desktop. */
function fileDrag(type: string, files: File[]) {
  const drag = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(drag, 'dataTransfer', { value: { types: ['Files'], files, dropEffect: 'none' } });
  return drag;
}

beforeEach(() => {
  calls.length = 0;
  resetPublicConfigCache();
  setBackendStatus('unknown');
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.essayApp;
});

describe('Review Essay screen: a file dropped anywhere on the window', { timeout: 30_000 }, () => {
  it('puts the text of a file dropped outside the editor into the editor (browser: through POST /upload)', async () => {
    mockServer({
      '/api/upload': () =>
        json({ text: 'A dropped essay about radios.', filename: 'essay.docx', word_count: 5 }),
    });
    renderPage();
    const heading = screen.getByRole('heading', { level: 1 });
    const file = new File(['PK…'], 'essay.docx');

    act(() => void heading.dispatchEvent(fileDrag('dragenter', [])));
    expect(screen.getByText('Drop the file to load your essay')).toBeInTheDocument();
    const over = fileDrag('dragover', []);
    act(() => void heading.dispatchEvent(over));
    expect(over.defaultPrevented).toBe(true); // the window takes the drop instead of opening the file
    const drop = fileDrag('drop', [file]);
    act(() => void heading.dispatchEvent(drop));
    expect(drop.defaultPrevented).toBe(true);
    expect(screen.queryByText('Drop the file to load your essay')).not.toBeInTheDocument();

    await waitFor(() => expect(editor()).toHaveValue('A dropped essay about radios.'));
    expect(screen.getByText('Loaded essay.docx (5 words).')).toBeInTheDocument();
    const upload = calls.find((c) => c.path === '/api/upload')!;
    expect((upload.init.body as FormData).get('file')).toMatchObject({ name: 'essay.docx' });
  });

  it('refuses other files with the upload error texts, without calling the server', async () => {
    mockServer({});
    renderPage();
    act(() => void document.body.dispatchEvent(fileDrag('drop', [new File(['MZ'], 'setup.exe')])));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.uploadUnsupported);
    act(() => void document.body.dispatchEvent(fileDrag('drop', [new File([], 'empty.txt')])));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.uploadEmpty));
    expect(calls.some((c) => c.path === '/api/upload')).toBe(false);
    expect(editor()).toHaveValue('');
  });

  it('in the desktop app reads the dropped file through the main process and uploads its bytes', async () => {
    const bridge = installBridge();
    bridge.readEssayFile.mockResolvedValueOnce({
      ok: true,
      name: 'essay.docx',
      data: new Uint8Array([80, 75, 3, 4]),
    } as never);
    mockServer({
      '/api/upload': () => json({ text: 'My grandmother’s bicycle.', filename: 'essay.docx', word_count: 3 }),
    });
    renderPage();
    const dropped = new File(['ignored'], 'essay.docx');
    act(() => void document.body.dispatchEvent(fileDrag('drop', [dropped])));
    await waitFor(() => expect(editor()).toHaveValue('My grandmother’s bicycle.'));
    expect(bridge.readEssayFile).toHaveBeenCalledWith(dropped);
    const sent = (calls.find((c) => c.path === '/api/upload')!.init.body as FormData).get('file') as File;
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it("shows the main process's refusal with the upload error text", async () => {
    const bridge = installBridge();
    bridge.readEssayFile.mockResolvedValueOnce({ ok: false, error: MESSAGES.uploadTooLarge } as never);
    mockServer({});
    renderPage();
    act(() => void document.body.dispatchEvent(fileDrag('drop', [new File(['x'], 'huge.pdf')])));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.uploadTooLarge);
  });

  it('ignores drops while a review runs', async () => {
    mockServer({ '/api/analyze/stream': () => new Promise<Response>(() => undefined) });
    const { user } = renderPage();
    await user.click(editor());
    await user.paste(ESSAY);
    await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
    const drop = fileDrag('drop', [new File(['x'], 'other.txt')]);
    act(() => void document.body.dispatchEvent(drop));
    expect(drop.defaultPrevented).toBe(true); // still never opened by the browser
    await act(async () => undefined);
    expect(calls.some((c) => c.path === '/api/upload')).toBe(false);
    expect(editor()).toHaveValue(ESSAY);
  });
});

describe('Review Essay screen offline', { timeout: 30_000 }, () => {
  it('says it is offline, keeps drafts working and makes review unavailable', async () => {
    const bridge = installBridge();
    mockServer({ '/api/health': unreachable, '/api/config': unreachable });
    const { user, container } = renderPage();
    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument();

    await user.click(editor());
    await user.paste(ESSAY);
    const review = screen.getByRole('button', { name: 'Review My Essay' });
    expect(review).toBeDisabled();
    expect(review).toHaveAccessibleDescription(REVIEW_OFFLINE);

    // The draft is saved on this device and listed, restorable.
    await waitFor(() => expect(bridge.saveDraft).toHaveBeenCalled(), { timeout: 5_000 });
    const drafts = screen.getByRole('region', { name: 'Saved drafts' });
    expect(await within(drafts).findByText(/I recieve teh letter/)).toBeInTheDocument();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // The server comes back: Try again clears the banner and review is available again.
    handlers['/api/health'] = () => json({ status: 'ok' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Review My Essay' })).toBeEnabled();
  });
});

describe('Download PDF', { timeout: 30_000 }, () => {
  it('in the desktop app prints the result report through Electron and says where it was saved', async () => {
    const bridge = installBridge();
    mockServer({ '/api/analyze/stream': basicStream });
    const { user } = renderPage();
    const button = screen.getByRole('button', { name: 'Download PDF' });
    expect(button).toBeDisabled(); // nothing to print yet
    await pasteAndReview(user);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('PDF saved to /home/sam/Documents/essay-analysis.pdf'),
    ).toBeInTheDocument();
    expect(bridge.savePdf).toHaveBeenCalledWith({
      html: resultFixture().html,
      filename: expect.stringMatching(/^essay-analysis-\d{4}-\d\d-\d\d$/),
    });
    expect(calls.some((c) => c.path === '/api/export/pdf')).toBe(false);

    // Cancelling the save dialog says nothing; a failure says so.
    bridge.savePdf.mockResolvedValueOnce({ saved: false } as never);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(screen.queryByText(/PDF saved to/)).not.toBeInTheDocument());
    bridge.savePdf.mockRejectedValueOnce(new Error("Error invoking remote method 'pdf:save'"));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PDF_MESSAGES.failed);
  });

  it('in the desktop app works even when the server does not export PDFs', async () => {
    installBridge();
    mockServer({ '/api/analyze/stream': basicStream }, { ...CONFIG, pdf_export_available: false });
    const { user } = renderPage();
    await pasteAndReview(user);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.queryByText(PDF_MESSAGES.unavailable)).not.toBeInTheDocument();
  });

  it('in a browser asks the server to render the report and downloads it', async () => {
    mockServer({
      '/api/analyze/stream': basicStream,
      '/api/export/pdf': () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage();
    await pasteAndReview(user);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF downloaded.')).toBeInTheDocument();
    const request = calls.find((c) => c.path === '/api/export/pdf')!;
    expect(JSON.parse(request.init.body as string)).toEqual({
      html_content: resultFixture().html,
      filename: expect.stringMatching(/^essay-analysis-\d{4}-\d\d-\d\d$/),
    });
    const link = click.mock.contexts.at(-1) as HTMLAnchorElement;
    expect(link.download).toMatch(/^essay-analysis-\d{4}-\d\d-\d\d\.pdf$/);
  });

  it("in a browser shows the server's message when export fails", async () => {
    mockServer({
      '/api/analyze/stream': basicStream,
      '/api/export/pdf': () => json({ detail: PDF_MESSAGES.busy }, 503),
    });
    const { user } = renderPage();
    await pasteAndReview(user);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PDF_MESSAGES.busy);
  });

  it('in a browser is unavailable when the server cannot export PDFs', async () => {
    mockServer({ '/api/analyze/stream': basicStream }, { ...CONFIG, pdf_export_available: false });
    const { user } = renderPage();
    await pasteAndReview(user);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByText(PDF_MESSAGES.unavailable)).toBeInTheDocument();
  });
});
