import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREMIUM_UNAVAILABLE_NOTES } from '../../shared/premium';
import { resetPublicConfigCache } from '../../renderer/src/api/config';
import { AnalyzePage } from '../../renderer/src/pages/Analyze/AnalyzePage';
import { setBackendStatus } from '../../renderer/src/platform';
import { ESSAY, resultFixture } from './analyzeFixture';

// The progress panel follows the stage events the server sends: 'Personalizing suggestions'
// (llm_enhancement) only shows done when it ran; a basic review, or premium the server could not give,
// shows it skipped.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

const premiumStatus = (applied: boolean) => ({
  requested: true,
  applied,
  reason: applied ? null : 'not_configured',
  note: applied ? null : PREMIUM_UNAVAILABLE_NOTES.not_configured,
});

/** A stream the test writes to event by event. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    push: (data: unknown) => act(async () => controller.enqueue(new TextEncoder().encode(event(data)))),
  };
}

function mockServer(stream: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/config')
        return json({
          product_name: 'Essay Coach',
          application_season: false,
          premium_available: true,
          premium_unavailable_reason: null,
          pdf_export_available: false,
        });
      if (path === '/api/health') return json({ status: 'ok' });
      if (path === '/api/analyze/stream') return stream();
      return json({ detail: 'Not found' }, 404);
    }),
  );
}

async function startReview(premium: boolean) {
  const user = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <AnalyzePage />
    </FluentProvider>,
  );
  await user.click(screen.getByRole('textbox', { name: /essay text/i }));
  await user.paste(ESSAY);
  if (premium) {
    const toggle = screen.getByRole('switch', { name: 'Premium Feedback' });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
  }
  await user.click(screen.getByRole('button', { name: 'Review My Essay' }));
}

const personalizing = () =>
  within(screen.getByRole('list', { name: 'Review stages' }))
    .getAllByRole('listitem')
    .find((li) => li.dataset.stage === 'llm_enhancement')!;

beforeEach(() => {
  resetPublicConfigCache();
  setBackendStatus('unknown');
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Personalizing suggestions in the progress panel', { timeout: 30_000 }, () => {
  it('a basic review shows it skipped, with the word on screen, before and after completion', async () => {
    const stream = controlledStream();
    mockServer(stream.response);
    await startReview(false);
    await stream.push({ stage: 'processing', progress: 45, detail: 'Processing results' });
    expect(personalizing()).toHaveAttribute('data-state', 'skipped');
    await stream.push({
      stage: 'llm_enhancement',
      progress: 60,
      detail: 'Skipped: personalized suggestions are part of Premium Feedback',
    });
    await stream.push({ stage: 'finalizing', progress: 95, detail: 'Finalizing' });
    expect(personalizing()).toHaveAttribute('data-state', 'skipped');
    await stream.push({ stage: 'complete', progress: 100, result: resultFixture() });
    await screen.findByRole('heading', { name: 'Review complete' });
    expect(personalizing()).toHaveAttribute('data-state', 'skipped');
    expect(personalizing()).toHaveTextContent('Personalizing suggestions(skipped)');
  });

  it('a premium review shows it active while the model writes, then done', async () => {
    const stream = controlledStream();
    mockServer(stream.response);
    await startReview(true);
    await stream.push({ stage: 'llm_enhancement', progress: 60, detail: 'Personalizing suggestions' });
    expect(personalizing()).toHaveAttribute('data-state', 'active');
    await stream.push({ stage: 'finalizing', progress: 95, detail: 'Finalizing' });
    expect(personalizing()).toHaveAttribute('data-state', 'done');
    await stream.push({
      stage: 'complete',
      progress: 100,
      result: { ...resultFixture(), premium: premiumStatus(true) },
    });
    await screen.findByRole('heading', { name: 'Review complete' });
    expect(personalizing()).toHaveAttribute('data-state', 'done');
  });

  it('premium the server could not give shows skipped as soon as the server says so', async () => {
    const stream = controlledStream();
    mockServer(stream.response);
    await startReview(true);
    await stream.push({ stage: 'processing', progress: 45, detail: 'Processing results' });
    expect(personalizing()).toHaveAttribute('data-state', 'pending');
    await stream.push({
      stage: 'llm_enhancement',
      progress: 60,
      detail: PREMIUM_UNAVAILABLE_NOTES.not_configured,
    });
    expect(personalizing()).toHaveAttribute('data-state', 'skipped');
    await stream.push({
      stage: 'complete',
      progress: 100,
      result: { ...resultFixture(), premium: premiumStatus(false) },
    });
    await screen.findByRole('heading', { name: 'Review complete' });
    expect(personalizing()).toHaveAttribute('data-state', 'skipped');
  });
});
