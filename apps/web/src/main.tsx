import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLanguage } from './lib/i18n/i18n';
import { readLanguagePreference } from './lib/i18n/language-preference';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen is drawn in the device's language: Malayalam's catalogue is fetched before it.
await activateLanguage(readLanguagePreference().language).catch(() => undefined);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
