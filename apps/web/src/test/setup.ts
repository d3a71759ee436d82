import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

// Browser APIs jsdom lacks: Radix measures elements, cmdk scrolls the active option into view.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // A React warning or an unhandled failure logged during a test is a bug, not noise.
  consoleError = vi.spyOn(console, 'error');
  // The theme reads the colour-scheme query and the router restores scroll.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
  vi.stubGlobal('scrollTo', vi.fn());
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  const loggedErrors = [...consoleError.mock.calls];
  consoleError.mockRestore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.className = '';
  expect(loggedErrors, 'unexpected console.error').toEqual([]);
});
