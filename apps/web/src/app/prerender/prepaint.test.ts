import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '../../lib/i18n/language-preference';
import { THEME_KEY, TOKEN_KEY } from '../../lib/session';
import { PRERENDER_OFF_ATTRIBUTE } from './prerendered-pages';

const html = document.documentElement;

/** Runs the script as a prerendered page's <head> does: once, on a fresh page. */
async function runPrepaint() {
  vi.resetModules();
  await import('./prepaint');
}

const prerenderShown = () => !html.hasAttribute(PRERENDER_OFF_ATTRIBUTE);

beforeEach(() => {
  html.removeAttribute(PRERENDER_OFF_ATTRIBUTE);
  html.classList.remove('dark');
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN', 'en']);
});
afterEach(() => vi.restoreAllMocks());

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
});
