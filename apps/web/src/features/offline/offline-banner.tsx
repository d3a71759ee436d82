import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useIsOnline } from '../../lib/online-status';

export const OFFLINE_BANNER_TEXT = msg`You're offline. Your orders and pickup codes are still here.`;

/** App-wide while the device has no connection: what still works, before anything fails. */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite">
      {!isOnline && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {t(OFFLINE_BANNER_TEXT)}
        </p>
      )}
    </div>
  );
}
