import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n/i18n';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './providers/auth-provider';
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
    />
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <AuthProvider>{children}</AuthProvider>
          <AppToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
