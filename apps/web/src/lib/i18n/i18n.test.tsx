import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { activateLanguage } from './i18n';

afterEach(async () => {
  await activateLanguage('en');
});

describe('the app language', () => {
  it('shows the login screen in Malayalam once chosen, and in the SPEC English by default', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop before you land. Collect on arrival.' }),
    ).toBeInTheDocument();

    await activateLanguage('ml');
    expect(await screen.findByRole('heading', { level: 1, name: 'ഇറങ്ങും മുമ്പേ വാങ്ങൂ. എത്തുമ്പോൾ കൈപ്പറ്റൂ.' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'വിവരങ്ങൾ' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ml');
  });

  it("keeps the language chosen while Malayalam's texts were still loading", async () => {
    // A fresh copy of the module, whose Malayalam catalogue is not loaded yet.
    vi.resetModules();
    const fresh = await import('./i18n');
    const malayalam = fresh.activateLanguage('ml');
    await fresh.activateLanguage('en');
    await malayalam;
    expect(fresh.currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
