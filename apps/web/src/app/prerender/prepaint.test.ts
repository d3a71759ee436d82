import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '../../lib/i18n/language-preference';
import { THEME_KEY, TOKEN_KEY } from '../../lib/session';
import { catalogueAttribute } from './early-catalogue';
import { APP_ENTRY_ATTRIBUTE, APP_MODULES_ATTRIBUTE, PRERENDER_OFF_ATTRIBUTE } from './prerendered-pages';

const html = document.documentElement;

/** Stands in for the browser's paint timing: `paint()` reports the first contentful paint to the page's observers. */
class PaintObserverStub {
  static observers: PaintObserverStub[] = [];
  static paint() {
    const entries = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []) };
    for (const observer of PaintObserverStub.observers) observer.callback(entries);
  }
  constructor(private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    PaintObserverStub.observers.push(this);
  }
  disconnect() {
    PaintObserverStub.observers = PaintObserverStub.observers.filter((observer) => observer !== this);
  }
}

/** What the app's start added to the head: the entry module's script and its modules' preloads. */
const appStart = () => ({
  entry: [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
});

/** Runs the script as a prerendered page's <head> does: once, on a fresh page. */
async function runPrepaint() {
  vi.resetModules();
  await import('./prepaint');
}

const prerenderShown = () => !html.hasAttribute(PRERENDER_OFF_ATTRIBUTE);

beforeEach(() => {
  document.head.replaceChildren();
  const tag = document.createElement('script');
  tag.setAttribute(APP_ENTRY_ATTRIBUTE, '/assets/index-abc.js');
  tag.setAttribute(APP_MODULES_ATTRIBUTE, '/assets/react-1.js /assets/zod-2.js');
  tag.setAttribute(catalogueAttribute('ml'), '/assets/ml-3.js');
  document.head.append(tag);
  PaintObserverStub.observers = [];
  vi.stubGlobal('PerformanceObserver', PaintObserverStub);
  html.removeAttribute(PRERENDER_OFF_ATTRIBUTE);
  // The page as the server sends it to a browser that asks for English.
  html.lang = 'en';
  html.classList.remove('dark');
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN', 'en']);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the pre-paint check of a prerendered page', () => {
  it('shows the page to a signed-out English visitor, in the light theme', async () => {
    await runPrepaint();
    expect(prerenderShown()).toBe(true);
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('hides it from a visitor who chose Malayalam on this device', async () => {
    localStorage.setItem(LANGUAGE_KEY, JSON.stringify({ language: 'ml', unsaved: false }));
    await runPrepaint();
    expect(prerenderShown()).toBe(false);
  });

  it('hides it on a first visit from a browser set to Malayalam, and shows it when English was chosen there', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ml-IN', 'en']);
    await runPrepaint();
    expect(prerenderShown()).toBe(false);

    html.removeAttribute(PRERENDER_OFF_ATTRIBUTE);
    localStorage.setItem(LANGUAGE_KEY, JSON.stringify({ language: 'en', unsaved: true }));
    await runPrepaint();
    expect(prerenderShown()).toBe(true);
  });

  it('shows the page drawn in Malayalam to a browser set to Malayalam, and hides it from one who chose English there', async () => {
    html.lang = 'ml';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ml-IN', 'en']);
    await runPrepaint();
    expect(prerenderShown()).toBe(true);

    localStorage.setItem(LANGUAGE_KEY, JSON.stringify({ language: 'en', unsaved: true }));
    await runPrepaint();
    expect(prerenderShown()).toBe(false);
  });

  it('hides it from someone signed in in this tab', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'a-token');
    await runPrepaint();
    expect(prerenderShown()).toBe(false);
  });

  it('puts the dark theme in place before the page paints, chosen or followed from the system', async () => {
    sessionStorage.setItem(THEME_KEY, 'dark');
    await runPrepaint();
    expect(html.classList.contains('dark')).toBe(true);
    expect(prerenderShown()).toBe(true);

    html.classList.remove('dark');
    sessionStorage.setItem(THEME_KEY, 'system');
    vi.mocked(window.matchMedia).mockReturnValue({ matches: true } as MediaQueryList);
    await runPrepaint();
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('hides the page when storage cannot be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await runPrepaint();
    expect(prerenderShown()).toBe(false);
  });

  it('starts the app only once the drawn page has painted', async () => {
    await runPrepaint();
    expect(appStart()).toEqual({ entry: [], preloads: [] });

    PaintObserverStub.paint();
    expect(appStart()).toEqual({ entry: ['/assets/index-abc.js'], preloads: ['/assets/react-1.js', '/assets/zod-2.js'] });
    PaintObserverStub.paint();
    expect(appStart().entry).toHaveLength(1);
  });

  it('starts the app at once for a visitor the page is hidden from', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'a-token');
    await runPrepaint();
    expect(appStart()).toEqual({ entry: ['/assets/index-abc.js'], preloads: ['/assets/react-1.js', '/assets/zod-2.js'] });
  });

  it('starts the app at once with its Malayalam catalogue for a visitor who chose Malayalam', async () => {
    localStorage.setItem(LANGUAGE_KEY, JSON.stringify({ language: 'ml', unsaved: false }));
    await runPrepaint();
    expect(appStart()).toEqual({
      entry: ['/assets/index-abc.js'],
      preloads: ['/assets/react-1.js', '/assets/zod-2.js', '/assets/ml-3.js'],
    });
  });

  it('starts the app after a while in a tab that never paints', async () => {
    vi.useFakeTimers();
    await runPrepaint();
    vi.advanceTimersByTime(2999);
    expect(appStart().entry).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appStart().entry).toEqual(['/assets/index-abc.js']);
  });
});
