import { Fragment, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { i18n } from '../lib/i18n/i18n';
import { useLanguage } from '../lib/i18n/use-language';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './providers/auth-provider';
import { useLanguageFollowsUser } from './providers/language-follows-user';
import { ThemeProvider, useTheme } from './providers/theme-provider';

/** Matches sonner's own phone breakpoint, below which toasts span the screen. */
const PHONE_QUERY = '(max-width: 600px)';

function useIsPhone() {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(PHONE_QUERY);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}

/**
 * Toast limits from SPEC §9; sonner's default width is the spec's 356 px. Phones keep their primary
 * actions in sticky bars at the bottom, so toasts drop in from the top there, under the 64 px header.
 */
function AppToaster() {
  const { resolvedTheme } = useTheme();
  const { t } = useLingui();
  const isPhone = useIsPhone();
  return (
    <Toaster
      theme={resolvedTheme}
      position={isPhone ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: 72 }}
      duration={4000}
      visibleToasts={3}
      gap={14}
      closeButton
      richColors
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
    />
  );
}

/**
 * Screens are drawn afresh in a newly chosen language, so numbers and dates formatted outside the
 * catalogues change with the words; data and the session stay.
 */
function InLanguage({ children }: { children: ReactNode }) {
  useLanguageFollowsUser();
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AuthProvider>
            <InLanguage>{children}</InLanguage>
          </AuthProvider>
          <AppToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
