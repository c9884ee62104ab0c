import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { resetPublicConfigCache } from '../../renderer/src/api/config';
import { AnalyzePage } from '../../renderer/src/pages/Analyze/AnalyzePage';
import { ESSAY, XSS, resultFixture } from './analyzeFixture';

type Handler = (init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sse = (body: string | ReadableStream<Uint8Array>) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

const CONFIG = {
  product_name: 'Essay Coach',
  application_season: false,
  premium_available: false,
  premium_unavailable_reason: 'Premium Feedback needs a language model, and none is configured.',
  pdf_export_available: false,
};

let handlers: Record<string, Handler>;
const calls: Array<{ path: string; init: RequestInit }> = [];

function mockServer(extra: Record<string, Handler>) {
  handlers = { '/api/config': () => json(CONFIG), '/api/health': () => json({ status: 'ok' }), ...extra };
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

const fullStream = () =>
  sse(
    event({ stage: 'starting', progress: 0, detail: 'Starting' }) +
      ': heartbeat\n\n' +
      event({ stage: 'analyzers', progress: 15, detail: 'Checking' }) +
      event({ stage: 'finalizing', progress: 95, detail: 'Finalizing' }) +
      event({ stage: 'complete', progress: 100, result: resultFixture() }),
  );

function renderPage() {
  const user = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <AnalyzePage />
    </FluentProvider>,
  );
  return user;
}

async function pasteEssay(user: ReturnType<typeof userEvent.setup>, text = ESSAY) {
  await user.click(screen.getByRole('textbox', { name: /essay text/i }));
  await user.paste(text);
}

beforeEach(() => {
  calls.length = 0;
  resetPublicConfigCache();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

// Rendering the whole screen in jsdom on a shared 2-core machine is slow, not time-dependent.
describe('Review Essay screen', { timeout: 30_000 }, () => {
  it('starts idle: Getting Started, the empty-text hint, review disabled, premium explained', async () => {
    mockServer({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Essay Coach' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emptyEssay)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review My Essay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download Results' })).toBeDisabled();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    // In the student's words, not the server's (which speaks to the operator).
    expect(await screen.findByText(MESSAGES.premiumUnavailable)).toBeInTheDocument();
    expect(screen.queryByText(CONFIG.premium_unavailable_reason)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Premium Feedback' })).toBeDisabled();
  });

  it('with no credits left, Review My Essay says why and starts nothing', async () => {
    const stats = () =>
      json({
        plan_type: 'free',
        basic_used: 5,
        basic_remaining: 0,
        basic_monthly_limit: 5,
        premium_used: 2,
        premium_remaining: 0,
        premium_monthly_limit: 2,
        can_use_basic: false,
        can_use_premium: false,
        reset_date: '2027-01-01T00:00:00.000Z',
        credit_request_count: 0,
        last_credit_request_at: null,
      });
    mockServer({ '/api/usage/stats': stats, '/api/analyze/stream': fullStream });
    const user = renderPage();
    await pasteEssay(user);
    expect(await screen.findByText(MESSAGES.quotaExhausted)).toBeInTheDocument();
    const review = screen.getByRole('button', { name: 'Review My Essay' });
    expect(review).toBeDisabled();
    expect(review).toHaveAccessibleDescription(MESSAGES.quotaExhausted);
    // Ctrl+Enter in the editor does not start one either.
    await user.click(screen.getByRole('textbox', { name: /essay text/i }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(calls.some((c) => c.path === '/api/analyze/stream')).toBe(false);
  });

  it('shows the length chip and the large-essay warning as the student types', async () => {
    mockServer({});
    const user = renderPage();
    await pasteEssay(user, 'one two three');
    expect(screen.getByTestId('length-chip')).toHaveTextContent('582 words below target');
    const limit = screen.getByRole('spinbutton', { name: /word limit/i });
    await user.clear(limit);
    await user.type(limit, '3');
    expect(screen.getByTestId('length-chip')).toHaveTextContent('Within target range (90-100%)');
    await user.clear(limit);
    await user.type(limit, '2');
    expect(screen.getByTestId('length-chip')).toHaveTextContent('1 word over limit');
    expect(screen.queryByText(MESSAGES.largeEssay)).not.toBeInTheDocument();
    await pasteEssay(user, ' x'.repeat(5001));
    expect(screen.getByText(MESSAGES.largeEssay)).toBeInTheDocument();
  });

  it('reviews an essay: stages, results, and essay text shown as text only', async () => {
    mockServer({ '/api/analyze/stream': fullStream });
    const user = renderPage();
    await pasteEssay(user);
    await user.click(screen.getByRole('button', { name: 'Review My Essay' }));

    expect(await screen.findByRole('heading', { name: 'Review complete' })).toBeInTheDocument();
    const stages = screen.getByRole('list', { name: 'Review stages' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((li) => li.dataset.state),
      // A basic review: the server does not run Personalizing suggestions, so it is not shown as done.
    ).toEqual(['done', 'done', 'done', 'skipped', 'done']);

    const request = calls.find((c) => c.path === '/api/analyze/stream')!;
    expect(JSON.parse(request.init.body as string)).toMatchObject({
      text: ESSAY,
      use_premium_feedback: false,
      word_limit: 650,
      limit_type: 'words',
    });

    expect(screen.getByTestId('overall-score')).toHaveTextContent('78');
    expect(screen.getByTestId('overall-score')).toHaveAttribute('data-color', 'info');
    // The score's workings wait behind one button.
    expect(screen.queryByRole('meter', { name: 'Prompt Fit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the details', expanded: false }));
    expect(screen.getByRole('meter', { name: 'Prompt Fit' })).toHaveAttribute('data-color', 'green');
    expect(screen.getByRole('meter', { name: 'Mechanics' })).toHaveAttribute('data-color', 'blue');
    expect(screen.getByRole('meter', { name: 'Voice' })).toHaveAttribute('data-color', 'orange');
    expect(screen.getByText('High priority')).toBeInTheDocument(); // 'high' read case-insensitively
    // Locations are paragraphs: nothing on screen numbers lines.
    expect(screen.getAllByText('Paragraph 1').length).toBeGreaterThan(0);
    expect(screen.queryByText(/\bLines? \d/)).not.toBeInTheDocument();
    expect(screen.getByText('Why this works:')).toBeInTheDocument();
    expect(screen.getByText('Medium Risk')).toBeInTheDocument();
    expect(document.body.textContent).toContain(MESSAGES.mediumAiRisk);
    expect(screen.getByText('Too polished opening')).toBeInTheDocument();
    expect(screen.queryByText('Rule finding hidden')).not.toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Human-ness' })).toHaveAttribute('data-color', 'orange');
    expect(screen.getByRole('meter', { name: 'Perplexity' })).toHaveAttribute('aria-valuenow', '60');

    // The essay and quoted snippets are text: no element was created from the markup in them.
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByTestId('annotated-essay')).toHaveTextContent(XSS);
  });

  it('expands evidence on demand', async () => {
    mockServer({ '/api/analyze/stream': fullStream });
    const user = renderPage();
    await pasteEssay(user);
    await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
    const [toggle] = await screen.findAllByRole('button', { name: 'Show evidence (1)', expanded: false });
    expect(screen.getByText('“recieve” is not a word')).not.toBeVisible();
    await user.click(toggle!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('“recieve” is not a word')).toBeVisible();
  });

  it('applies a suggested replacement to the essay and keeps the other highlights on their words', async () => {
    mockServer({ '/api/analyze/stream': fullStream });
    const user = renderPage();
    await pasteEssay(user);
    await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
    const essay = await screen.findByTestId('annotated-essay');
    await user.click(within(essay).getByRole('button', { name: 'recieve' }));
    await user.click(screen.getByRole('button', { name: 'Change to “receive”' }));
    // The visible essay changed, and the next finding opened on its words.
    expect(essay).toHaveTextContent(ESSAY.replace('recieve', 'receive'));
    const marks = [...essay.querySelectorAll('mark')];
    expect(marks.map((m) => m.textContent)).toEqual(['teh']);
    expect(marks[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('finding-details')).toHaveTextContent('Did you mean “the”?');
    expect(screen.getByText(/You have changed the essay since this review/)).toBeInTheDocument();

    // Undo puts the words back; the editor holds the same text.
    await user.click(screen.getByRole('button', { name: 'Undo last fix' }));
    expect(essay).toHaveTextContent(ESSAY);
    await user.click(screen.getByRole('button', { name: 'Edit text' }));
    expect(screen.getByRole('textbox', { name: /essay text/i })).toHaveValue(ESSAY);
  });

  it('shows progress while the stream runs and the connection-ended message when it stops early', async () => {
    let push!: (s: string) => void;
    let close!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (s) => controller.enqueue(new TextEncoder().encode(s));
        close = () => controller.close();
      },
    });
    mockServer({ '/api/analyze/stream': () => sse(body) });
    const user = renderPage();
    await pasteEssay(user);
    await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
    await act(async () => push(event({ stage: 'processing', progress: 50, detail: 'Scoring sections' })));
    expect(await screen.findByText('Scoring sections')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Review stages' })).getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.state)).toEqual(['done', 'done', 'active', 'skipped', 'pending']);
    expect(screen.getByRole('button', { name: 'Review My Essay' })).toBeDisabled();
    await act(async () => close());
    expect(await screen.findByText(MESSAGES.connectionEnded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review My Essay' })).toBeEnabled();
  });

  it('shows the quota message on 403', async () => {
    mockServer({ '/api/analyze/stream': () => json({ detail: 'Monthly basic limit reached' }, 403) });
    const user = renderPage();
    await pasteEssay(user);
    await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.quotaExhausted);
  });

  it('switches formats: html and markdown re-request a basic conversion; html is previewed sandboxed', async () => {
    const convert = vi.fn(() => json(resultFixture()));
    mockServer({ '/api/analyze/stream': fullStream, '/api/analyze/convert': convert });
    const user = renderPage();
    await pasteEssay(user);
    await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
    expect(await screen.findByTestId('format-preview')).toHaveTextContent('"overall_score": 78');
    expect(convert).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'HTML' }));
    const frame = await screen.findByTitle('HTML export preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('&lt;img');
    const body = JSON.parse(calls.find((c) => c.path === '/api/analyze/convert')!.init.body as string);
    expect(body).toMatchObject({ essay: ESSAY, format: 'html', premium: false });

    await user.click(screen.getByRole('radio', { name: 'Markdown' }));
    expect(await screen.findByTestId('format-preview')).toHaveTextContent('# Essay analysis');
    expect(convert).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('radio', { name: 'HTML' }));
    expect(convert).toHaveBeenCalledTimes(2); // cached per result
  });

  it('says so when a conversion fails', async () => {
    mockServer({
      '/api/analyze/stream': fullStream,
      '/api/analyze/convert': () => json({ detail: 'x' }, 500),
    });
    const user = renderPage();
    await pasteEssay(user);
    await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
    await user.click(await screen.findByRole('radio', { name: 'Markdown' }));
    expect(await screen.findByText(MESSAGES.convertFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Results' })).toBeDisabled();
  });

  it('puts an uploaded document’s title in the title box, sent as the title and not as essay text', async () => {
    mockServer({
      '/api/upload': () =>
        json({ text: ESSAY, filename: 'essay.docx', word_count: 90, title: 'Common App Essay – Draft 3' }),
      '/api/analyze/stream': fullStream,
    });
    const user = renderPage();
    await user.upload(screen.getByTestId('essay-file-input'), new File(['x'], 'essay.docx'));
    const title = screen.getByRole('textbox', { name: /essay title/i });
    await waitFor(() => expect(title).toHaveValue('Common App Essay – Draft 3'));
    expect(screen.getByRole('textbox', { name: /essay text/i })).toHaveValue(ESSAY);
    // The student can change it.
    await user.clear(title);
    await user.type(title, 'Radio essay');
    await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
    await screen.findByRole('heading', { name: 'Review complete' });
    const request = calls.find((c) => c.path === '/api/analyze/stream')!;
    expect(JSON.parse(request.init.body as string)).toMatchObject({ text: ESSAY, title: 'Radio essay' });
  });

  it('uploads a file into the editor and shows the server detail or the default text on failure', async () => {
    mockServer({
      '/api/upload': () => json({ text: 'Uploaded essay text.', filename: 'essay.txt', word_count: 3 }),
    });
    const user = renderPage();
    const input = screen.getByTestId('essay-file-input');
    await user.upload(input, new File(['hello'], 'essay.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /essay text/i })).toHaveValue('Uploaded essay text.'),
    );
    expect(screen.getByText('Loaded essay.txt (3 words).')).toBeInTheDocument();

    handlers['/api/upload'] = () => json({ detail: 'This PDF could not be read.' }, 400);
    await user.upload(input, new File(['%PDF-broken'], 'essay.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF could not be read.');

    handlers['/api/upload'] = () => new Response('', { status: 502 });
    await user.upload(input, new File(['hello'], 'essay.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.uploadFailed));
  });
});
