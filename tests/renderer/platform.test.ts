import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_ERRORS, type DraftInput } from '../../shared/ipc';
import {
  checkBackend,
  createDraftAutosaver,
  deleteDraft,
  EssayFileError,
  getApiBaseUrl,
  getDesktopSettings,
  getDraft,
  isDesktop,
  listDrafts,
  onFileDrop,
  openExternalLink,
  printsPdfLocally,
  printToPdf,
  readDroppedFile,
  saveDraft,
  setBrowserPdfExporter,
} from '../../renderer/src/platform';

// The platform module in a plain browser (no window.essayApp): every feature has a fallback.

const STORAGE_KEY = 'essay-coach.drafts.v1';
const draft = (over: Partial<DraftInput> = {}): DraftInput => ({
  id: 'd1',
  essay: 'When I was twelve\nI built a radio.',
  prompt: 'A challenge',
  wordLimit: 650,
  unit: 'words',
  ...over,
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setBrowserPdfExporter(null);
});

describe('platform in a browser', () => {
  it('is not the desktop app and calls the same-origin API', () => {
    expect(isDesktop()).toBe(false);
    expect(getApiBaseUrl()).toBe('/api');
  });

  it('has no desktop settings', async () => {
    expect(await getDesktopSettings()).toBeNull();
  });
});

describe('browser drafts (localStorage)', () => {
  it('saves, lists newest first with the first line, restores and deletes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    await saveDraft(draft({ id: 'older' }));
    vi.setSystemTime(new Date('2025-03-02T10:00:00Z'));
    await saveDraft(draft({ id: 'newer', essay: '', prompt: 'Why us?' }));
    expect(await listDrafts()).toEqual([
      { id: 'newer', updatedAt: '2025-03-02T10:00:00.000Z', firstLine: 'Why us?' },
      { id: 'older', updatedAt: '2025-03-01T10:00:00.000Z', firstLine: 'When I was twelve' },
    ]);
    expect(await getDraft('older')).toMatchObject(draft({ id: 'older' }));
    expect(await deleteDraft('older')).toBe(true);
    expect((await listDrafts()).map((d) => d.id)).toEqual(['newer']);
  });

  it('saving the same draft again replaces it', async () => {
    await saveDraft(draft({ essay: 'first' }));
    await saveDraft(draft({ essay: 'second' }));
    expect((await listDrafts()).map((d) => d.firstLine)).toEqual(['second']);
  });

  it('skips corrupt entries and survives corrupt storage', async () => {
    await saveDraft(draft({ id: 'good' }));
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...stored, { id: 'bad', essay: 42 }, 'junk', null]));
    expect((await listDrafts()).map((d) => d.id)).toEqual(['good']);
    localStorage.setItem(STORAGE_KEY, '{"truncated');
    expect(await listDrafts()).toEqual([]);
    await saveDraft(draft({ id: 'after' }));
    expect((await listDrafts()).map((d) => d.id)).toEqual(['after']);
  });

  it('refuses invalid drafts', async () => {
    await expect(saveDraft(draft({ wordLimit: 9000 }))).rejects.toThrow();
    expect(await listDrafts()).toEqual([]);
  });
});

describe('draft autosave', () => {
  it('saves once typing pauses, with the latest text', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (d: DraftInput) => ({ id: d.id, updatedAt: '', firstLine: d.essay }));
    const saver = createDraftAutosaver({ delayMs: 500, save });
    saver.schedule(draft({ essay: 'W' }));
    saver.schedule(draft({ essay: 'Wh' }));
    saver.schedule(draft({ essay: 'Why' }));
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save.mock.calls.map(([d]) => d.essay)).toEqual(['Why']);
  });

  it('does not save an empty draft', async () => {
    const save = vi.fn();
    const saver = createDraftAutosaver({ save });
    saver.schedule(draft({ essay: '  ', prompt: '' }));
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
  });

  it('runs saves one at a time so an older save never lands last', async () => {
    const landed: string[] = [];
    let releaseFirst!: () => void;
    const save = vi.fn(async (d: DraftInput) => {
      if (d.essay === 'old') await new Promise<void>((r) => (releaseFirst = r));
      landed.push(d.essay);
      return { id: d.id, updatedAt: '', firstLine: d.essay };
    });
    const saver = createDraftAutosaver({ save });
    saver.schedule(draft({ essay: 'old' }));
    const first = saver.flush();
    saver.schedule(draft({ essay: 'new' }));
    const second = saver.flush();
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    releaseFirst();
    await Promise.all([first, second]);
    expect(landed).toEqual(['old', 'new']);
  });

  it('saves what was typed in one draft before switching to another (a restore)', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async (d: DraftInput) => ({ id: d.id, updatedAt: '', firstLine: d.essay }));
    const saver = createDraftAutosaver({ delayMs: 500, save });
    saver.schedule(draft({ id: 'typing', essay: 'Last words before restoring' }));
    await vi.advanceTimersByTimeAsync(100);
    saver.schedule(draft({ id: 'restored', essay: 'The restored draft' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(save.mock.calls.map(([d]) => [d.id, d.essay])).toEqual([
      ['typing', 'Last words before restoring'],
      ['restored', 'The restored draft'],
    ]);
  });

  it('reports a failed save', async () => {
    const onError = vi.fn();
    const saver = createDraftAutosaver({ save: () => Promise.reject(new Error('disk full')), onError });
    saver.schedule(draft());
    await saver.flush();
    expect(onError).toHaveBeenCalledWith('Could not save your draft on this device.');
  });
});

describe('dropped files in a browser', () => {
  it('passes an allowed file through unchanged', async () => {
    const file = new File(['My essay'], 'essay.txt', { type: 'text/plain' });
    expect(await readDroppedFile(file)).toBe(file);
  });

  it.each([
    ['setup.exe', 2, FILE_ERRORS.unsupportedType],
    ['essay', 1, FILE_ERRORS.unsupportedType],
    ['big.pdf', 10 * 1024 * 1024 + 1, FILE_ERRORS.tooLarge],
    ['empty.docx', 0, FILE_ERRORS.empty],
  ])('refuses %s (%i bytes) with the upload error text', async (name, size, message) => {
    const file = new File([new Uint8Array(size)], name);
    await expect(readDroppedFile(file)).rejects.toEqual(new EssayFileError(message));
  });

  function dropEvent(files: File[], type = 'drop') {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files, dropEffect: 'none' } });
    return event;
  }

  it('takes a file dropped anywhere on the window', async () => {
    const onFile = vi.fn();
    const onError = vi.fn();
    const stop = onFileDrop(onFile, { onError });
    const over = dropEvent([], 'dragover');
    document.body.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true); // the window accepts the drop instead of opening the file
    const file = new File(['Essay text'], 'essay.docx');
    const drop = dropEvent([file]);
    document.body.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(onFile).toHaveBeenCalledWith(file));

    document.body.dispatchEvent(dropEvent([new File(['x'], 'notes.exe')]));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(FILE_ERRORS.unsupportedType));

    stop();
    document.body.dispatchEvent(dropEvent([file]));
    await Promise.resolve();
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('reports when files are dragged over the window and refuses drops while disabled', async () => {
    const onFile = vi.fn();
    const onDragChange = vi.fn();
    let enabled = false;
    const stop = onFileDrop(onFile, { onDragChange, isEnabled: () => enabled });
    const child = document.createElement('p');
    document.body.append(child);
    document.body.dispatchEvent(dropEvent([], 'dragenter'));
    child.dispatchEvent(dropEvent([], 'dragenter')); // entering a child first…
    document.body.dispatchEvent(dropEvent([], 'dragleave')); // …then leaving its parent: still inside
    expect(onDragChange.mock.calls).toEqual([[true]]);
    const over = dropEvent([], 'dragover');
    child.dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    expect((over as unknown as DragEvent).dataTransfer!.dropEffect).toBe('none');

    const drop = dropEvent([new File(['x'], 'essay.txt')]);
    child.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true); // never opened by the browser, even while refused
    expect(onDragChange.mock.calls).toEqual([[true], [false]]);
    await Promise.resolve();
    expect(onFile).not.toHaveBeenCalled();

    enabled = true;
    child.dispatchEvent(dropEvent([new File(['x'], 'essay.txt')]));
    await vi.waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    stop();
    child.remove();
  });

  it('ignores drags that carry no files (text dragged within the page)', () => {
    const onDragChange = vi.fn();
    const stop = onFileDrop(vi.fn(), { onDragChange });
    const text = new Event('dragover', { bubbles: true, cancelable: true });
    Object.defineProperty(text, 'dataTransfer', { value: { types: ['text/plain'], files: [] } });
    document.body.dispatchEvent(text);
    expect(text.defaultPrevented).toBe(false);
    expect(onDragChange).not.toHaveBeenCalled();
    stop();
  });

  it('leaves drops that a component already handled', async () => {
    const onFile = vi.fn();
    const stop = onFileDrop(onFile);
    const zone = document.createElement('div');
    document.body.append(zone);
    zone.addEventListener('drop', (e) => e.preventDefault());
    zone.dispatchEvent(dropEvent([new File(['x'], 'essay.txt')]));
    await Promise.resolve();
    expect(onFile).not.toHaveBeenCalled();
    stop();
    zone.remove();
  });
});

describe('PDF export in a browser', () => {
  it('is rendered by the server, not printed on this computer', () => {
    expect(printsPdfLocally()).toBe(false);
  });

  it('posts the HTML to the server export endpoint and downloads the PDF', async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await printToPdf('<h1>Results</h1>', 'essay-analysis-2025-03-01')).toEqual({ saved: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/export/pdf', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ html_content: '<h1>Results</h1>', filename: 'essay-analysis-2025-03-01' }),
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('essay-analysis-2025-03-01.pdf');
    click.mockRestore();
  });

  it("shows the server's message when export fails", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ detail: 'PDF export is not available' }, { status: 503 }),
    );
    await expect(printToPdf('<p>x</p>')).rejects.toThrow('PDF export is not available');
  });

  it('can be replaced by the web app’s own exporter', async () => {
    const exporter = vi.fn(async () => ({ saved: true as const }));
    setBrowserPdfExporter(exporter);
    await printToPdf('<p>x</p>', 'name');
    expect(exporter).toHaveBeenCalledWith('<p>x</p>', 'name');
  });
});

describe('links and connectivity in a browser', () => {
  it('opens external links in a new tab without access to this page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    expect(await openExternalLink('https://essaycoach.example/help')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://essaycoach.example/help', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('reports the backend online when /health answers, offline when it cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: 'ok' }));
    expect(await checkBackend()).toBe('online');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkBackend()).toBe('offline');
  });

  it('shares one /health request between callers asking at the same moment', async () => {
    const fetchMock = vi.fn(async () => Response.json({ status: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await Promise.all([checkBackend(), checkBackend()])).toEqual(['online', 'online']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await checkBackend();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
