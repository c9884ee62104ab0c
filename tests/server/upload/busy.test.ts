import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractor, EXTRACT_MESSAGES, type Extractor } from '../../../server/extract';
import { createUserAndLogin, originOf, type SignedInUser } from '../../helpers/auth';
import { pdfFixture } from '../../helpers/fixtures';
import { startTestApp, type TestApp } from '../../helpers/testApp';

// Many heavy uploads at once: whoever cannot be read soon is told the server is busy (503, Retry-After,
// {detail}) instead of waiting behind the queue. The queue here is deep enough for every file, so only the
// bound on waiting (200 ms, far less than one of these files takes to read) can refuse them.

describe('POST /upload when the readers are busy', () => {
  let t: TestApp;
  let u: SignedInUser;
  let extractor: Extractor;
  beforeAll(async () => {
    extractor = createExtractor({ workers: 1, timeoutMs: 60_000, maxQueue: 32, maxWaitMs: 200 });
    await extractor.warm();
    t = await startTestApp({ deps: { extractor } });
    u = await createUserAndLogin(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await extractor?.close();
  });

  it('reads the first files and answers "busy" with Retry-After to those that would wait', async () => {
    const sentence = 'A long sentence that makes this document slow to read, repeated many times. ';
    const heavy = pdfFixture(Array.from({ length: 400 }, () => sentence.repeat(8)));
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(heavy)]), 'essay.pdf');
      return fetch(`${t.api}/upload`, {
        method: 'POST',
        headers: { cookie: u.cookie, origin: originOf(t) },
        body: form,
      });
    };
    const answers = await Promise.all(Array.from({ length: 12 }, upload));
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
