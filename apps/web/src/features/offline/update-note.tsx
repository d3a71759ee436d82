import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { RELOADS_PAGE } from '../../lib/first-interaction';
import { applyUpdate, type WaitingRelease } from './service-worker-updates';

/**
 * A small note, never a dialog: the traveller may be showing a pickup code when a release lands. Phones
 * keep their primary actions in bars at the bottom, so there it sits under the header instead.
 */
export function UpdateNote({ worker, isUpdating }: WaitingRelease) {
  // The swap waits for the old worker to stop: a moment, or longer when a request races it, and then the
  // page reloads to ask again (service-worker-updates.ts). It says so until the new release is in.
  return (
    <div
      role="status"
      {...RELOADS_PAGE}
      className="fixed inset-x-3 top-18 z-50 flex items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-lg sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto sm:w-sm"
    >
      <RefreshCw aria-hidden className="size-5 shrink-0 text-primary" />
      <p className="flex-1 text-sm">
        <Trans>A new version of Arrival Shop is ready.</Trans>
      </p>
      <Button size="sm" onClick={() => applyUpdate(worker)} disabled={isUpdating}>
        {isUpdating ? <Trans>Updating…</Trans> : <Trans>Update</Trans>}
      </Button>
    </div>
  );
}
