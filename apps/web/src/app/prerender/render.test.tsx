import { describe, expect, it } from 'vitest';
import { languages } from '@arrival/contracts/language-codes';
import { PRERENDERED_PATHS, renderLoadingShell, renderPage } from './render';

describe('prerendering the public pages', () => {
  it('draws the login screen with its form, not the loading screen', async () => {
    const html = await renderPage('/login');
    expect(html).toContain('Shop before you land. Collect on arrival.');
    expect(html).toContain('Login with WhatsApp');
    expect(html).toMatch(/<input[^>]*type="tel"/);
    expect(html).toContain('<title>Login · Arrival Shop</title>');
    expect(html).not.toContain('role="status"');
  });

  it('draws the login screen in Malayalam for a browser that asks for it, and in English again after', async () => {
    const html = await renderPage('/login', 'ml');
    expect(html).toContain('ഇറങ്ങും മുമ്പേ വാങ്ങൂ. എത്തുമ്പോൾ കൈപ്പറ്റൂ.');
    expect(html).toContain('WhatsApp വഴി ലോഗിൻ ചെയ്യുക');
    expect(html).not.toContain('Login with WhatsApp');
    expect(await renderPage('/login')).toContain('Login with WhatsApp');
  });

  it('draws About with the signed-out header', async () => {
    const html = await renderPage('/aboutus');
    expect(html).toContain('Your shopping, waiting for you at the arrivals hall.');
    expect(html).toMatch(/href="\/login"[^>]*>Login</);
    expect(html).not.toContain('Back to app');
  });

  it('draws every prerendered page whole, in each language, the same each time', async () => {
    for (const path of PRERENDERED_PATHS) {
      for (const language of languages) {
        const html = await renderPage(path, language);
        expect(html).toContain('<h1');
        expect(await renderPage(path, language)).toBe(html);
      }
    }
  });

  it('draws the loading shell for every other route: the top bar, then a spinner with no words', async () => {
    const html = await renderLoadingShell();
    // Inert, so nothing is pressed or read out before the app's first render replaces it.
    expect(html).toMatch(/^<div data-loading-shell="" inert="" class="[^"]*min-h-dvh[^"]*"><header /);
    expect(html).toMatch(/<button [^>]*aria-label="Open navigation menu"/);
    // Shown only once the wait has lasted a second.
    expect(html).toMatch(
      /<\/header><div class="[^"]*\banimate-fade-in-late\b[^"]*"><svg [^>]*animate-spin[^>]*aria-hidden="true">/,
    );
    // The only words are the brand's, in Latin letters in both languages, and its hidden link text.
    expect(html.replace(/<[^>]+>/g, '')).toBe('Arrival Shop home');
  });
});
