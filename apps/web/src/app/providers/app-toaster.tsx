import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Toaster } from 'sonner';
import { useTheme } from './theme-provider';

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
export function AppToaster() {
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
