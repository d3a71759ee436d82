import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { activateLanguage } from './lib/i18n/i18n';
import { readLanguagePreference } from './lib/i18n/language-preference';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen is drawn in the device's language (Malayalam's catalogue is fetched before it) and
// with its own code loaded, so a page prerendered into #root is replaced by the same page at once
// rather than by the loading screen. The two downloads run side by side.
const router = createAppRouter();
await Promise.all([activateLanguage(readLanguagePreference().language).catch(() => undefined), routerReady(router)]);

createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
