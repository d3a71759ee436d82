import { Fragment, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { afterFirstScreen } from '../lib/after-first-screen';
import { firstInteraction } from '../lib/first-interaction';
import { i18n } from '../lib/i18n/i18n';
import { useLanguage } from '../lib/i18n/use-language';
import { createQueryClient } from '../lib/query-client';
import { preloadToasts, useToastsWanted } from '../lib/toast-on-demand';
import { AuthProvider } from './providers/auth-provider';
import { useLanguageFollowsUser } from './providers/language-follows-user';
import { ThemeProvider } from './providers/theme-provider';

// sonner is not part of the first screens' code (lib/toast-on-demand.ts).
const AppToaster = lazy(() => import('./providers/app-toaster').then((module) => ({ default: module.AppToaster })));

/**
 * The Toaster, mounted once sonner is asked for: once the first screen is drawn and the visitor has first
 * tapped or pressed a key (toasts answer what a visitor does), or by an earlier toast.
 */
function Toasts() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void Promise.all([afterFirstScreen(queryClient), firstInteraction()]).then(preloadToasts);
  }, [queryClient]);
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/**
 * Screens are drawn afresh in a newly chosen language, so numbers and dates formatted outside the
 * catalogues change with the words; data and the session stay.
 */
function InLanguage({ children }: { children: ReactNode }) {
  useLanguageFollowsUser();
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}

/** `queryClient` lets the entry start the first requests before the first render; a fresh one otherwise. */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AuthProvider>
            <InLanguage>{children}</InLanguage>
          </AuthProvider>
          <Toasts />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
