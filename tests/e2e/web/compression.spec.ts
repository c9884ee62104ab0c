import { expect, test } from '@playwright/test';

// Compression on, as Chromium asks for it (Accept-Encoding: gzip, deflate, br, zstd): the app's scripts
// arrive as brotli, yet the review's progress still streams, one event at a time, not all at the end.

const SMTP_HTTP = `http://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? 2526) + 1}`;

const ESSAY = [
  'Every Saturday I helped my grandfather open his bakery before sunrise, shaping dough he had mixed the night before.',
  'When he broke his wrist, I ran the morning shift alone for six weeks and burned more rolls than I sold.',
  'I kept a notebook of every mistake and what I changed, and by the third week the regulars were coming back.',
].join('\n\n');

test('scripts arrive compressed and a streamed review still arrives event by event', async ({
  page,
  baseURL,
}) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (res) => {
    // The entry script; chunks under 1 KB are sent as they are.
    if (/\/assets\/index-[\w-]+\.js$/.test(res.url()))
      encodings.set(res.url(), res.headers()['content-encoding']);
  });

  // A confirmed student, signed in through the e-mailed link's exchange.
  const email = `compression-${Date.now()}@example.com`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, password: `bakery-notebook-${Date.now()}` },
    headers: { origin: baseURL! },
  });
  expect(signup.ok()).toBe(true);
  let token = '';
  await expect
    .poll(
      async () => {
        const mails = (await (
          await fetch(`${SMTP_HTTP}/messages?to=${encodeURIComponent(email)}`)
        ).json()) as {
          raw: string;
        }[];
        const raw = (mails[0]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
        token = /#(access_token=[\w-]+&type=\w+)/.exec(raw)?.[1] ?? '';
        return token;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  expect((await page.request.get(`/api/auth/callback?${token}`)).ok()).toBe(true);

  await page.goto('/analyze');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Essay Coach' })).toBeVisible({
    timeout: 30_000,
  });
  expect(encodings.size).toBe(1);
  for (const [url, encoding] of encodings) expect(encoding, url).toBe('br');

  // Read the stream in the page as the app does, noting which network read brought each event.
  const arrivals = await page.evaluate(async (essay) => {
    const res = await fetch('/api/analyze/stream', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ text: essay, prompt: 'Tell us about a challenge.', word_limit: 650 }),
      credentials: 'include',
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const events: { stage: string; read: number }[] = [];
    let buffer = '';
    for (let read = 0; ; read++) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop()!;
      for (const block of blocks) {
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data) events.push({ stage: String((JSON.parse(data) as { stage?: unknown }).stage), read });
      }
    }
    return { encoding: res.headers.get('content-encoding'), status: res.status, events };
  }, ESSAY);

  expect(arrivals.status).toBe(200);
  expect(arrivals.encoding).toBeNull();
  const last = arrivals.events.at(-1)!;
  expect(last.stage).toBe('complete');
  // Progress came before the result, in reads of its own: a compressor would hold it to the end.
  const progress = arrivals.events.filter((e) => e.stage !== 'complete');
  expect(progress.length).toBeGreaterThan(1);
  expect(progress[0]!.read).toBeLessThan(last.read);
});
