import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYZE_MESSAGES, UploadResponseSchema } from '../../../shared/schemas/analyze';
import {
  createExtractor,
  EXTRACT_MESSAGES,
  type Extractor,
  type ExtractorOptions,
} from '../../../server/extract';
import { createUserAndLogin, originOf, type SignedInUser } from '../../helpers/auth';
import {
  corruptPdfFixture,
  docFixture,
  docxFixture,
  docxZipBombFixture,
  exeFixture,
  oversizedTextFixture,
  pdfFixture,
  SAMPLE_PARAGRAPHS,
  txtFixture,
} from '../../helpers/fixtures';
import { startTestApp, type TestApp } from '../../helpers/testApp';

// POST /upload as the Review Essay screen calls it: one multipart `file` field.

const words = (s: string) => s.replace(/\s+/g, ' ').trim();

/** An app whose uploads are read by real worker threads with these options, and a signed-in student. */
function uploadApp(options: ExtractorOptions) {
  let t: TestApp;
  let u: SignedInUser;
  let extractor: Extractor;
  beforeAll(async () => {
    extractor = createExtractor(options);
    await extractor.warm();
    t = await startTestApp({ deps: { extractor } });
    u = await createUserAndLogin(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await extractor?.close();
  });
  const post = (form: FormData, cookie = u.cookie) =>
    fetch(`${t.api}/upload`, { method: 'POST', headers: { cookie, origin: originOf(t) }, body: form });
  return {
    api: () => t.api,
    post,
    /** One file in the `field` part, as the Review Essay screen sends it. */
    upload(data: Buffer, filename: string, field = 'file', cookie?: string) {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(data)]), filename);
      return post(form, cookie);
    },
  };
}

describe('POST /upload', () => {
  const app = uploadApp({ timeoutMs: 15_000 });
  const upload = app.upload;

  it('answers 401 to a visitor who is not signed in', async () => {
    const res = await upload(txtFixture(), 'essay.txt', 'file', '');
    expect(res.status).toBe(401);
  });

  it.each([
    ['essay.txt', () => txtFixture()],
    ['essay.docx', () => docxFixture()],
    ['essay.doc', () => docFixture()],
    ['essay.pdf', () => pdfFixture()],
  ])('returns the text of %s with its name and word count', async (filename, make) => {
    const res = await upload(await make(), filename);
    expect(res.status).toBe(200);
    const body = UploadResponseSchema.parse(await res.json());
    expect(words(body.text)).toBe(words(SAMPLE_PARAGRAPHS.join(' ')));
    expect(body.filename).toBe(filename);
    expect(body.word_count).toBe(words(SAMPLE_PARAGRAPHS.join(' ')).split(' ').length);
  });

  it('decides the type by content: a .docx saved with a .pdf name still works', async () => {
    const res = await upload(await docxFixture(), 'essay.pdf');
    expect(res.status).toBe(200);
  });

  it.each([
    ['a corrupt .pdf', 'essay.pdf', corruptPdfFixture, 422, EXTRACT_MESSAGES.corrupt],
    ['a renamed .exe', 'essay.docx', exeFixture, 415, EXTRACT_MESSAGES.unsupported],
    ['a .docx zip bomb', 'essay.docx', () => docxZipBombFixture(64), 413, EXTRACT_MESSAGES.zip_bomb],
    [
      'an 11 MB file',
      'essay.txt',
      () => oversizedTextFixture(11 * 1024 * 1024),
      413,
      ANALYZE_MESSAGES.uploadTooLarge,
    ],
  ])(
    'refuses %s with a clear 4xx within 2 s while /health keeps answering',
    async (_name, filename, make, status, detail) => {
      const file = make();
      const health: Array<{ status: number; ms: number }> = [];
      let uploading = true;
      const pinger = (async () => {
        while (uploading) {
          const start = performance.now();
          const res = await fetch(`${app.api()}/health`);
          await res.arrayBuffer();
          health.push({ status: res.status, ms: performance.now() - start });
          // Paced like a load balancer's probe, so the pinger itself does not starve the upload.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const start = performance.now();
      const res = await upload(file, filename);
      const body = await res.json();
      const elapsed = performance.now() - start;
      uploading = false;
      await pinger;

      expect(res.status).toBe(status);
      expect(body).toEqual({ detail });
      expect(elapsed).toBeLessThan(2000);
      expect(health.length).toBeGreaterThan(0);
      expect(health.every((h) => h.status === 200)).toBe(true);
      expect(Math.max(...health.map((h) => h.ms))).toBeLessThan(1000);
    },
  );

  it('asks for exactly one file in the `file` field', async () => {
    const none = await app.post(new FormData());
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ detail: ANALYZE_MESSAGES.uploadMissing });

    const wrongField = await upload(txtFixture(), 'essay.txt', 'document');
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ detail: ANALYZE_MESSAGES.uploadOneFile });

    const form = new FormData();
    form.append('file', new Blob(['one']), 'a.txt');
    form.append('file', new Blob(['two']), 'b.txt');
    const two = await app.post(form);
    expect(two.status).toBe(400);
    expect(await two.json()).toEqual({ detail: ANALYZE_MESSAGES.uploadOneFile });
  });

  it('keeps only the base name of the uploaded file', async () => {
    const res = await upload(txtFixture(), 'C:\\Users\\me\\Documents\\My essay.txt');
    expect(((await res.json()) as { filename: string }).filename).toBe('My essay.txt');
  });
});

// Many heavy uploads at once: whoever cannot be read soon is told the server is busy (503, Retry-After,
// {detail}) instead of waiting behind the queue. The queue here is deep enough for every file, so only the
// bound on waiting (200 ms, far less than one of these files takes to read) can refuse them.
describe('POST /upload when the readers are busy', () => {
  const { upload } = uploadApp({ workers: 1, timeoutMs: 60_000, maxQueue: 32, maxWaitMs: 200 });

  it('reads the first files and answers "busy" with Retry-After to those that would wait', async () => {
    const sentence = 'A long sentence that makes this document slow to read, repeated many times. ';
    const heavy = pdfFixture(Array.from({ length: 400 }, () => sentence.repeat(8)));
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(heavy, 'essay.pdf')));
    const statuses = answers.map((r) => r.status);
    expect(statuses).toContain(503);
    // Nobody gets anything else: a file is either read or refused as busy.
    expect(statuses.filter((s) => s !== 503)).toEqual(statuses.filter((s) => s === 200));
    expect(statuses).toContain(200);
    const busy = answers.find((r) => r.status === 503)!;
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await busy.json()).toEqual({ detail: EXTRACT_MESSAGES.busy });
  });
});
