import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n/i18n';
import { useLanguage } from '../lib/i18n/use-language';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './providers/auth-provider';
import { useLanguageFollowsUser } from './providers/language-follows-user';
import { ThemeProvider } from './providers/theme-provider';

// Toasts come after the first screen is drawn: sonner is not part of the login screen's code.
const AppToaster = lazy(() => import('./providers/app-toaster').then((module) => ({ default: module.AppToaster })));

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
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
