import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// jsdom has no ResizeObserver; Fluent's MessageBar measures itself with one. It is installed once for the
// whole run, not stubbed per test: `vi.unstubAllGlobals()` in a test's afterEach runs before this file's
// cleanup, and a MessageBar still mounted (or re-attached by StrictMode) would then find no constructor.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoopResizeObserver;
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = NoopResizeObserver;
}

// CI runs the renderer beside the server suites on two shared cores: a screen that needs two renders
// can take longer than testing-library's 1 s default to appear. Waiting longer never passes a wrong
// screen; it only stops a slow machine from failing a right one.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
