import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { activateLanguage } from '../lib/i18n/i18n';

// Browser APIs jsdom lacks: Radix measures elements, cmdk scrolls the active option into view, a toast
// captures the pointer when its action button is pressed.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.setPointerCapture ??= function setPointerCapture() {};
Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};

// Screens load lazily on first visit, and a worker compiles a screen's code the first time one of its
// tests opens it: on a slow two-core machine busy with other work, routing tests that take 0.1-0.6 s alone
// waited over 6 s for their screen.
configure({ asyncUtilTimeout: 15_000 });

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
  // Sonner keeps toasts in module state and replays live ones to the next test's Toaster.
  toast.dismiss();
  const loggedErrors = [...consoleError.mock.calls];
  consoleError.mockRestore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.className = '';
  // The files of a worker share the app's modules and document (vitest.config.ts): each test starts in
  // English, also when the last one left Malayalam's texts loading.
  void activateLanguage('en');
  document.documentElement.removeAttribute('lang');
  expect(loggedErrors, 'unexpected console.error').toEqual([]);
});
