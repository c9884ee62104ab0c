import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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

afterEach(() => cleanup());
