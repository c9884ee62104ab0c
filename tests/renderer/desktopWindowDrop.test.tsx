import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EssayAppBridge } from '../../shared/ipc';
import { MESSAGES } from '../../shared/messages';
import { hasHandedOverDrop } from '../../renderer/src/components/desktop/droppedFile';
import { WINDOW_DROP_HINT, WindowDrop } from '../../renderer/src/components/desktop/WindowDrop';
import { EssayEditor } from '../../renderer/src/pages/Analyze/EssayEditor';

// Desktop app: a file dropped on any page (not only the Review Essay screen) opens the Review Essay screen
// with the file's text in the editor, through the same checks, upload and error texts.

const uploads: FormData[] = [];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Editor() {
  const [text, setText] = useState('');
  return <EssayEditor text={text} onTextChange={setText} limit={650} unit="words" />;
}

function renderApp(path: string) {
  // StrictMode as in main.tsx: its development double mount must not swallow the handed-over file.
  return render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={[path]}>
          <WindowDrop />
          <Where />
          <Routes>
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            <Route path="/analyze" element={<Editor />} />
          </Routes>
        </MemoryRouter>
      </FluentProvider>
    </StrictMode>,
  );
}

/** A drag event carrying files, as the OS sends when a file is dragged in from the desktop. */
function fileDrag(type: string, files: File[]) {
  const drag = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(drag, 'dataTransfer', { value: { types: ['Files'], files, dropEffect: 'none' } });
  return drag;
}

const drop = (file: File) => act(() => void document.body.dispatchEvent(fileDrag('drop', [file])));

beforeEach(() => {
  uploads.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (new URL(url, 'http://localhost').pathname !== '/api/upload')
        return Response.json({}, { status: 404 });
      uploads.push(init.body as FormData);
      return Response.json({
        text: 'An essay dropped on the dashboard.',
        filename: 'essay.txt',
        word_count: 6,
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.essayApp;
});

function installBridge() {
  const bridge = { getApiBaseUrl: () => '', readEssayFile: vi.fn(async () => null) };
  window.essayApp = bridge as unknown as EssayAppBridge;
  return bridge;
}

describe('desktop: a file dropped on any page', () => {
  it('opens the Review Essay screen with the file’s text in the editor', async () => {
    const bridge = installBridge();
    renderApp('/dashboard');
    act(() => void document.body.dispatchEvent(fileDrag('dragenter', [])));
    expect(screen.getByText(WINDOW_DROP_HINT)).toBeInTheDocument();
    const file = new File(['An essay'], 'essay.txt', { type: 'text/plain' });
    drop(file);
    expect(screen.queryByText(WINDOW_DROP_HINT)).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/analyze'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Essay text/ })).toHaveValue(
        'An essay dropped on the dashboard.',
      ),
    );
    expect(bridge.readEssayFile).toHaveBeenCalledWith(file); // read from disk by the main process
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.get('file')).toMatchObject({ name: 'essay.txt' });
    expect(hasHandedOverDrop()).toBe(false);
  });

  it('refuses other files with the upload error text, shown on the Review Essay screen', async () => {
    installBridge();
    renderApp('/dashboard');
    drop(new File(['MZ'], 'setup.exe'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/analyze'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.uploadUnsupported);
    expect(uploads).toHaveLength(0);
  });

  it('leaves drops on the Review Essay screen to the editor (one upload, no second handler)', async () => {
    installBridge();
    renderApp('/analyze');
    drop(new File(['An essay'], 'essay.txt'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Essay text/ })).toHaveValue(
        'An essay dropped on the dashboard.',
      ),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(uploads).toHaveLength(1);
    expect(hasHandedOverDrop()).toBe(false);
  });

  it('in a browser, leaves other pages alone', async () => {
    renderApp('/dashboard');
    const event = fileDrag('drop', [new File(['An essay'], 'essay.txt')]);
    act(() => void document.body.dispatchEvent(event));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
    expect(hasHandedOverDrop()).toBe(false);
  });
});
