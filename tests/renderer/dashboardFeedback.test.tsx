import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { ViewerErrorBoundary } from '../../renderer/src/components/analysis-viewer/ViewerErrorBoundary';
import { FEEDBACK_SESSION_KEY } from '../../renderer/src/components/feedback/feedbackSession';
import { ShareFeedbackButton } from '../../renderer/src/components/feedback/ShareFeedbackButton';
import { callsTo, json, mockServer } from './dashboardSupport';

vi.setConfig({ testTimeout: 30_000 });

// See dashboard.test.tsx: tabster marks open dialogs aria-hidden in jsdom.
const hidden = { hidden: true } as const;

function renderButton() {
  const user = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <ShareFeedbackButton />
    </FluentProvider>,
  );
  return user;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Share Feedback' }));
  return within(await screen.findByRole('dialog', hidden));
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('feedback dialog', () => {
  it('counts characters, explains the limits and enables submit only from 10 to 1000', async () => {
    mockServer({});
    const user = renderButton();
    const dialog = await openDialog(user);
    const box = dialog.getByRole('textbox', { name: /your feedback/i, ...hidden });
    const submit = dialog.getByRole('button', { name: 'Submit Feedback', ...hidden });
    expect(dialog.getByTestId('feedback-counter')).toHaveTextContent('0/1000');
    expect(dialog.getByTestId('feedback-helper')).toHaveTextContent(MESSAGES.feedbackMinHelper);
    expect(submit).toBeDisabled();

    await user.type(box, '  123456789');
    expect(dialog.getByTestId('feedback-counter')).toHaveTextContent('9/1000');
    expect(submit).toBeDisabled();
    await user.type(box, '0');
    expect(dialog.getByTestId('feedback-counter')).toHaveTextContent('10/1000');
    expect(dialog.queryByTestId('feedback-helper')).toBeNull();
    expect(submit).toBeEnabled();

    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(dialog.getByTestId('feedback-counter')).toHaveTextContent('1001/1000');
    expect(dialog.getByTestId('feedback-helper')).toHaveTextContent(MESSAGES.feedbackMaxHelper);
    expect(submit).toBeDisabled();
  });

  it('thanks the user, locks the form and closes itself after 2 seconds', async () => {
    mockServer({ '/api/feedback/submit': () => json({ id: 'f1', message: MESSAGES.feedbackThanks }, 201) });
    const user = renderButton();
    const dialog = await openDialog(user);
    await user.type(
      dialog.getByRole('textbox', { name: /your feedback/i, ...hidden }),
      'Love the score chart!',
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(dialog.getByRole('button', { name: 'Submit Feedback', ...hidden }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(dialog.getByTestId('feedback-success')).toHaveTextContent(MESSAGES.feedbackThanks);
    expect(dialog.getByRole('button', { name: 'Submit Feedback', ...hidden })).toBeDisabled();
    expect(JSON.parse(String(callsTo('/api/feedback/submit')[0]!.init.body))).toEqual({
      feedback_text: 'Love the score chart!',
    });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByRole('dialog', hidden)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog', hidden)).toBeNull());
    expect(sessionStorage.getItem(FEEDBACK_SESSION_KEY)).toBe('1');
  });

  it("shows the server's message, else 'Failed to submit feedback. Please try again.'", async () => {
    let answer = () => json({ detail: [{ msg: MESSAGES.feedbackTooShort }] }, 422);
    mockServer({ '/api/feedback/submit': () => answer() });
    const user = renderButton();
    const dialog = await openDialog(user);
    await user.type(dialog.getByRole('textbox', { name: /your feedback/i, ...hidden }), 'Twelve chars');
    await user.click(dialog.getByRole('button', { name: 'Submit Feedback', ...hidden }));
    expect(await dialog.findByTestId('feedback-error')).toHaveTextContent(MESSAGES.feedbackTooShort);

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(dialog.getByRole('button', { name: 'Submit Feedback', ...hidden }));
    await waitFor(() =>
      expect(dialog.getByTestId('feedback-error')).toHaveTextContent(MESSAGES.feedbackFailed),
    );
    expect(dialog.getByRole('button', { name: 'Submit Feedback', ...hidden })).toBeEnabled();
  });

  it('hides the Share Feedback button after 10 submissions in the session', async () => {
    sessionStorage.setItem(FEEDBACK_SESSION_KEY, '9');
    mockServer({ '/api/feedback/submit': () => json({ id: 'f10', message: MESSAGES.feedbackThanks }, 201) });
    const user = renderButton();
    const dialog = await openDialog(user);
    await user.type(
      dialog.getByRole('textbox', { name: /your feedback/i, ...hidden }),
      'The tenth piece of feedback',
    );
    await user.click(dialog.getByRole('button', { name: 'Submit Feedback', ...hidden }));
    await dialog.findByTestId('feedback-success');
    await user.click(dialog.getByRole('button', { name: 'Close', ...hidden }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Share Feedback' })).toBeNull());
    expect(sessionStorage.getItem(FEEDBACK_SESSION_KEY)).toBe('10');
  });
});

describe('viewer error boundary', () => {
  it("shows 'Failed to display analysis.' when a record cannot be drawn", () => {
    const Broken = () => {
      throw new Error('bad record');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <FluentProvider theme={webLightTheme}>
        <ViewerErrorBoundary>
          <Broken />
        </ViewerErrorBoundary>
      </FluentProvider>,
    );
    expect(screen.getByTestId('viewer-error')).toHaveTextContent(MESSAGES.displayFailed);
  });
});
