import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingScreen } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCounters } from '../api/get-counters';
import { CounterForm } from './counter-form';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';

/**
 * One tab per airport's counter. Every form stays mounted while another tab shows, so edits survive a
 * change of tab, and leaving the screen asks first while any of them is unsaved.
 */
export function CountersEditor() {
  const counters = useCounters();
  const { t } = useLingui();
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<number>>(new Set());
  const markDirty = useCallback(
    (locationId: number, isDirty: boolean) =>
      setDirtyIds((current) => {
        if (current.has(locationId) === isDirty) return current;
        const next = new Set(current);
        if (isDirty) next.add(locationId);
        else next.delete(locationId);
        return next;
      }),
    [],
  );

  if (counters.isPending) return <LoadingScreen label={t`Loading counters...`} />;
  if (counters.isError) return <ErrorState title={t`Error fetching counters`} onRetry={() => void counters.refetch()} />;
  const [first] = counters.data;
  if (!first) return <ErrorState title={t`No airports yet`} />;

  return (
    <>
      <UnsavedChangesGuard
        hasUnsavedChanges={() => dirtyIds.size > 0}
        description={t`Some counters have changes that are not saved yet. Leaving now discards them.`}
      />
      <Tabs defaultValue={String(first.locationId)}>
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <TabsList>
            {counters.data.map((counter) => (
              <TabsTrigger
                key={counter.locationId}
                value={String(counter.locationId)}
                title={counter.locationName}
                className="gap-1.5 max-sm:px-3"
              >
                {counter.locationCode}
                {dirtyIds.has(counter.locationId) && (
                  <>
                    <span aria-hidden className="size-2 rounded-full bg-accent" />
                    <span className="sr-only">
                      <Trans>(unsaved changes)</Trans>
                    </span>
                  </>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {counters.data.map((counter) => (
          <TabsContent
            key={counter.locationId}
            value={String(counter.locationId)}
            forceMount
            className="data-[state=inactive]:hidden"
          >
            <h2 lang="en" className="mb-4 text-lg font-semibold">
              {counter.locationName}
            </h2>
            <CounterForm counter={counter} onDirtyChange={(isDirty) => markDirty(counter.locationId, isDirty)} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
