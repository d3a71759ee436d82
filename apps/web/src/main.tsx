import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadOnTakeover } from './features/offline/service-worker-updates';
import { createAppHistory, loadFirstScreen } from './app/router';
import { userDetailsQueryOptions } from './lib/api/get-user-details';
import { cn } from './lib/cn';
import { activateLanguage } from './lib/i18n/i18n';
import { readLanguagePreference } from './lib/i18n/language-preference';
import { createQueryClient } from './lib/query-client';
import { nextTask } from './lib/next-task';
import { getSessionToken } from './lib/session';
import './index.css';
// In the app's chunk rather than the login screen's (the module says why).
import './app/shared-parts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
reloadOnTakeover();

// The start's slow steps (React's own start, the router matching the routes, the class merger's set-up) each
// take a task of their own, so a tap between them is answered: on Lighthouse's phone each is 50–100 ms.
await nextTask();

// The first screen is drawn in the device's language (Malayalam's catalogue is fetched before it) and
// with its own code loaded, so a page prerendered into #root is replaced by the same page at once
// rather than by the loading screen. The two downloads run side by side.
const appHistory = createAppHistory();
// A signed-in screen's first request (who this is, which the guard and every later request wait for)
// goes out beside the screen's code rather than after it, in the language the screen is drawn in: it
// takes the answer index.html's head script asked for with that language (lib/api/early-responses.ts).
const queryClient = createQueryClient();
const language = activateLanguage(readLanguagePreference().language).catch(() => undefined);
// A traveller's catalogue queries follow, in the chunk the router loads for the screen anyway (app/first-queries.ts).
if (getSessionToken() !== null) {
  void language
    .then(async () => {
      void queryClient.prefetchQuery(userDetailsQueryOptions());
      const { prefetchFirstQueries } = await import('./app/signed-in-modules');
      await prefetchFirstQueries(queryClient, location.pathname, location.search);
    })
    .catch(() => undefined);
}
await Promise.all([language, loadFirstScreen()]);
// tailwind-merge builds its class map on its first call, which would otherwise fall inside one component's
// render, a slice of the first render that cannot be cut.
cn('p-0');
await nextTask();

// Rendered as a transition, so React draws the first screen in slices between which the browser can
// answer a tap, instead of one long task (on Lighthouse's simulated mid-range phone, 200 ms and more).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App history={appHistory} queryClient={queryClient} />
    </StrictMode>,
  ),
);
