import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { subscriptions } from './support/live.ts';
import { server } from './support/server.ts';

// Screens load as their own chunks: the first test of a file waits for vitest to transform them,
// and the dashboard and property list are then drawn in a background render; on a machine busy
// with the other test layers that takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the browser APIs Mantine uses for media queries, sizing and scrolling.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
}

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: IntersectionObserverStub,
  });
}

// Mantine's autosizing text area listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.scrollTo = function scrollTo() {};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  // The screens' live subscriptions end with them: none is left for the next test to send to.
  subscriptions.length = 0;
  server.resetHandlers();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
// The files of a worker share one jsdom and their modules (vitest.config.ts): a file leaves no spy,
// stubbed global or listening mock server to the next.
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
