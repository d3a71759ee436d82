import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import type { Language } from '@arrival/contracts/language-codes';
import { activateLanguageForPrerender, i18n } from '../../lib/i18n/i18n';
import { AppHeader } from '../layouts/components/app-header';
import { AppProvider } from '../provider';
import { AppRoutes } from '../router';
import { LOADING_SHELL_ATTRIBUTE } from './loading-shell';

/** The public pages whose HTML the build draws in advance, so a first visit shows them before any JavaScript runs. */
export const PRERENDERED_PATHS = [
  paths.login,
  paths.aboutUs,
  paths.privacyPolicy,
  paths.termsAndConditions,
  paths.refundPolicy,
] as const;

/**
 * A route's markup as the app draws it for a signed-out visitor in `language` with the light theme, the way
 * the build prerenders the public pages (scripts/prerender.mjs). Runs in Node with empty browser storage.
 */
export async function renderPage(path: string, language: Language = 'en'): Promise<string> {
  await activateLanguageForPrerender(language);
  const errors: unknown[] = [];
  // Waits for every lazy part, so each page is drawn whole and alike. The toasts' region is not one: it
  // mounts once the page is drawn in the browser (lib/toast-on-demand.ts).
  const { prelude } = await prerender(
    <AppProvider>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error(`${path} failed to render: ${String(errors[0])}`, { cause: errors[0] });
  return new Response(prelude).text();
}

/**
 * What every other route shows until the app has drawn its screen. A signed-in visitor sees the top bar
 * of the screen on its way, drawn from the HTML and the stylesheet alone; signed out, it is hidden (index.css).
 * Below it, the loading spinner with no words, as the language is not known before the app runs. The
 * spinner appears after a second, so a start that draws the screen sooner shows no flash of it. The whole
 * shell is inert: its menu button does nothing until the app's first render replaces it.
 */
export async function renderLoadingShell(): Promise<string> {
  // Its one hidden label is English's, whatever page was drawn before it.
  await activateLanguageForPrerender('en');
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n}>
      <StaticRouter location={paths.root}>
        <div {...{ [LOADING_SHELL_ATTRIBUTE]: '' }} inert className="flex min-h-dvh flex-col">
          <AppHeader home={paths.root} />
          <div className="flex flex-1 animate-fade-in-late flex-col items-center justify-center">
            <Spinner className="size-7 text-primary" />
          </div>
        </div>
      </StaticRouter>
    </I18nProvider>,
  );
  return new Response(prelude).text();
}
