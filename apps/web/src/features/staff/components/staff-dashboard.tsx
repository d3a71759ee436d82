import { useMemo, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { StaffOrder } from '@arrival/contracts/staff';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { useLocations } from '../../../lib/api/get-locations';
import { useStaffOrders, type StaffOrderFilters } from '../api/get-staff-orders';
import type { LiveStatus } from '../api/subscribe-order-events';
import { isStaffTabStatus, staffTabs, type StaffTabStatus } from '../staff-tabs';
import { useDebouncedValue } from '../use-debounced-value';
import { useLiveOrders } from '../use-live-orders';
import { noFilters, OrderFilters, type OrderFilterValues } from './order-filters';
import { OrderSummary } from './order-summary';
import { OrderTable } from './order-table';

const liveLabels: Record<LiveStatus, string> = { live: 'Live', connecting: 'Connecting...', offline: 'Offline, retrying' };

function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <span
      role="status"
      className="ml-auto inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-semibold"
    >
      <span
        aria-hidden
        className={cn('size-2 rounded-full', status === 'live' ? 'animate-pulse bg-success' : 'bg-muted-foreground')}
      />
      {liveLabels[status]}
    </span>
  );
}

function TableSkeleton() {
  return (
    <div role="status" aria-label="Loading orders" className="flex flex-col gap-3 p-4">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}

interface OrderBoardProps {
  status: StaffTabStatus;
  emptyText: string;
  filters: StaffOrderFilters;
  selectedId: number | null;
  onSelect: (orderId: number | null) => void;
  airportCodes: ReadonlyMap<number, string>;
  canUnlockHandover: boolean;
}

function OrderBoard({ status, emptyText, filters, selectedId, onSelect, airportCodes, canUnlockHandover }: OrderBoardProps) {
  const orders = useStaffOrders(status, filters);
  // An order that moved on (here or at another counter) drops out of the list and so out of the panel.
  const selected: StaffOrder | null = orders.data?.find((order) => order.id === selectedId) ?? null;

  let list;
  if (orders.isPending) list = <TableSkeleton />;
  else if (orders.isError)
    list = (
      <div className="flex flex-col items-start gap-3 p-5">
        <FormError>{orders.error.message}</FormError>
        <Button variant="outline" size="sm" onClick={() => void orders.refetch()}>
          <RefreshCw aria-hidden />
          Retry
        </Button>
      </div>
    );
  else if (orders.data.length === 0) list = <p className="p-8 text-center text-sm text-muted-foreground">{emptyText}</p>;
  else list = <OrderTable orders={orders.data} selectedId={selectedId} onSelect={onSelect} airportCodes={airportCodes} />;

  return (
    // The panel sits beside the table on wide screens and under it on phones.
    <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_19rem]">
      <Card className="min-w-0 overflow-hidden">{list}</Card>
      {/* On desktop the summary stays in view while a long table scrolls. */}
      <div className="xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto">
        <OrderSummary order={selected} canUnlockHandover={canUnlockHandover} />
      </div>
    </div>
  );
}

const toQueryFilters = ({ locationId, date, search }: OrderFilterValues): StaffOrderFilters => ({
  locationId: locationId ? Number(locationId) : undefined,
  date: date || undefined,
  q: search.trim() || undefined,
});

/** SPEC §2 "Admin/staff: orders screen": four pipeline tabs, the order table and the summary, kept live. */
export function StaffDashboard({ canUnlockHandover }: { canUnlockHandover: boolean }) {
  const [tab, setTab] = useState<StaffTabStatus>('CONFIRMED');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [filterValues, setFilterValues] = useState(noFilters);
  const settledFilters = useDebouncedValue(filterValues, 300);
  const filters = useMemo(() => toQueryFilters(settledFilters), [settledFilters]);
  const liveStatus = useLiveOrders();
  const locations = useLocations();
  const airportCodes = useMemo(
    () => new Map((locations.data ?? []).map((location) => [location.id, location.code])),
    [locations.data],
  );

  const changeTab = (value: string) => {
    if (!isStaffTabStatus(value)) return;
    setTab(value);
    // SPEC §2: changing tab clears the selection.
    setSelectedId(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <OrderFilters value={filterValues} onChange={setFilterValues} locations={locations.data ?? []} />
        {locations.isError && <FormError>Error fetching locations</FormError>}
      </div>

      <Tabs value={tab} onValueChange={changeTab}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* Two by two on phones, so no tab hides off-screen. */}
          <TabsList aria-label="Order status" className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-11 sm:w-auto">
            {staffTabs.map(({ status, label }) => (
              <TabsTrigger key={status} value={status} className="h-9">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <LiveIndicator status={liveStatus} />
        </div>
        {staffTabs.map(({ status, label }) => (
          <TabsContent key={status} value={status}>
            <OrderBoard
              status={status}
              emptyText={`No ${label.toLowerCase()}.`}
              filters={filters}
              selectedId={selectedId}
              onSelect={setSelectedId}
              airportCodes={airportCodes}
              canUnlockHandover={canUnlockHandover}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
