import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { STAFF_PAGE_MAX, type StaffOrder } from '@arrival/contracts/staff';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { useLocations } from '../../../lib/api/get-locations';
import { useStaffOrderCounts } from '../api/get-staff-order-counts';
import { keepStaffOrder, useFollowedStaffOrder } from '../api/get-staff-order';
import { useStaffOrders, type StaffOrderFilters } from '../api/get-staff-orders';
import type { LiveStatus } from '../api/subscribe-order-events';
import { useUncollectedOrders } from '../api/get-uncollected-orders';
import { useOrderSearch } from '../order-search';
import { isStaffTabStatus, staffTabs, type StaffTabStatus } from '../staff-tabs';
import { useDebouncedValue } from '../use-debounced-value';
import { useLiveOrders } from '../use-live-orders';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query';
import { OrderCards } from './order-cards';
import { noFilters, OrderFilters, type OrderFilterValues } from './order-filters';
import { OrderSummary } from './order-summary';
import { OrderTable } from './order-table';
import { UncollectedOrders } from './uncollected-orders';

const liveLabels: Record<LiveStatus, MessageDescriptor> = {
  live: msg`Live`,
  connecting: msg`Connecting...`,
  offline: msg`Offline, retrying`,
};

/** What an empty tab says. */
const emptyTexts: Record<StaffTabStatus, MessageDescriptor> = {
  CONFIRMED: msg`No new orders.`,
  ACCEPTED: msg`No accepted orders.`,
  PACKED: msg`No packed orders.`,
  DELIVERED: msg`No delivered orders.`,
};

function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useLingui();
  return (
    <span
      role="status"
      className="ml-auto inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-semibold"
    >
      <span
        aria-hidden
        className={cn('size-2 rounded-full', status === 'live' ? 'animate-pulse bg-success' : 'bg-muted-foreground')}
      />
      {t(liveLabels[status])}
    </span>
  );
}

function TableSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading orders`} className="flex flex-col gap-3 p-4">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}

interface OrderListProps {
  orders: StaffOrder[];
  selectedId: number | null;
  onSelect: (order: StaffOrder) => void;
  airportCodes: ReadonlyMap<number, string>;
}

/** Cards on a phone, where the table would push the total and status off-screen; the table elsewhere. */
function OrderList({ orders, onSelect, ...rest }: OrderListProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const select = (orderId: number) => {
    const order = orders.find((candidate) => candidate.id === orderId);
    if (order) onSelect(order);
  };
  return isPhone ? (
    <OrderCards orders={orders} onSelect={select} {...rest} />
  ) : (
    <OrderTable orders={orders} onSelect={select} {...rest} />
  );
}

interface ListStateProps {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/** Loading, failed (SPEC §8: in red), empty, or the list itself. */
function ListState({ isPending, error, onRetry, isEmpty, empty, children }: ListStateProps) {
  if (isPending) return <TableSkeleton />;
  if (error)
    return (
      <div className="flex flex-col items-start gap-3 p-5">
        <FormError>{error.message}</FormError>
        <Button variant="outline" size="sm" className="h-11 md:h-9" onClick={onRetry}>
          <RefreshCw aria-hidden />
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  if (isEmpty) return <div className="p-8 text-center text-sm text-muted-foreground">{empty}</div>;
  return children;
}

interface TabOrdersProps extends Omit<OrderListProps, 'orders'> {
  status: StaffTabStatus;
  emptyText: string;
  filters: StaffOrderFilters;
  /** From 0; a tab longer than a page is read a page at a time. */
  page: number;
  onPageChange: (page: number) => void;
  /** The tab's count under the same filters, once known. */
  count: number | undefined;
}

function TabOrders({ status, emptyText, filters, page, onPageChange, count, ...listProps }: TabOrdersProps) {
  const orders = useStaffOrders(status, filters, page);
  const pageCount = Math.ceil((count ?? 0) / STAFF_PAGE_MAX);
  const listTop = useRef<HTMLDivElement>(null);
  // The pager sits under a long list: the next page is read from its top.
  const turnTo = (next: number) => {
    onPageChange(next);
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };
  return (
    <div ref={listTop} className="scroll-mt-20">
      <ListState
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
        isEmpty={orders.data?.length === 0 && page === 0}
        empty={emptyText}
      >
        <OrderList orders={orders.data ?? []} {...listProps} />
        {(pageCount > 1 || page > 0) && (
          <div className="border-t px-4 py-3" aria-busy={orders.isPlaceholderData}>
            <Pagination pageIndex={page} pageCount={Math.max(pageCount, page + 1)} onPageIndexChange={turnTo} />
          </div>
        )}
      </ListState>
    </div>
  );
}

interface SearchResultsProps extends Omit<OrderListProps, 'orders'> {
  term: string;
  filters: StaffOrderFilters;
  isNarrowed: boolean;
}

/** Matches from every tab at once, each with its status; choosing one opens it in its own tab. */
function SearchResults({ term, filters, isNarrowed, ...listProps }: SearchResultsProps) {
  const { t } = useLingui();
  const search = useOrderSearch(term, filters);
  const count = search.orders.length;
  return (
    <section aria-label={t`Search results`}>
      {!search.isPending && !search.error && count > 0 && (
        <p role="status" className="border-b px-4 py-3 text-sm font-medium">
          <Trans>
            <Plural value={count} one="# order matches" other="# orders match" /> “{term}” across all tabs
          </Trans>
          {search.hasMore && (
            <>
              {' '}
              <Trans>More may match than are shown: add to the search, or choose an airport or pickup date.</Trans>
            </>
          )}
        </p>
      )}
      <ListState
        isPending={search.isPending}
        error={search.error}
        onRetry={search.retry}
        isEmpty={count === 0}
        empty={
          <div role="status" className="flex flex-col gap-1">
            <p className="font-medium text-foreground">
              <Trans>No orders match “{term}”</Trans>
            </p>
            <p>
              <Trans>Search by order id, customer name or at least 3 digits of the phone.</Trans>
              {isNarrowed && (
                <>
                  {' '}
                  <Trans>Only the airport and pickup date chosen above are searched.</Trans>
                </>
              )}
            </p>
          </div>
        }
      >
        <OrderList orders={search.orders} {...listProps} />
      </ListState>
    </section>
  );
}

/**
 * The tab's name with its count; the count is part of the accessible name, so it is heard as well as seen.
 * The count is in the foreground colour: muted text on its tinted chip falls short of 4.5:1.
 */
function TabLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <>
      {label}
      {count !== undefined && (
        <span
          aria-hidden
          className="min-w-6 rounded-full bg-muted-foreground/15 px-1.5 py-0.5 text-center text-xs font-semibold text-foreground tabular-nums group-data-[state=active]:bg-primary group-data-[state=active]:text-primary-foreground"
        >
          {count}
        </span>
      )}
    </>
  );
}

const toQueryFilters = ({ locationId, date }: OrderFilterValues): StaffOrderFilters => ({
  locationId: locationId ? Number(locationId) : undefined,
  date: date || undefined,
});

/** The order the board is following: shown while its tab's list loads, so the summary never blinks. */
interface Selection {
  id: number;
  order: StaffOrder | null;
}

/**
 * SPEC §2 "Admin/staff: orders screen": four pipeline tabs with live counts, the order list and the
 * summary. An order moved here is followed into its new tab with its summary open, and a search
 * looks through every tab.
 */
export function StaffDashboard({ canUnlockHandover }: { canUnlockHandover: boolean }) {
  const [tab, setTab] = useState<StaffTabStatus>('CONFIRMED');
  const [selection, setSelection] = useState<Selection | null>(null);
  const [filterValues, setFilterValues] = useState(noFilters);
  const settledFilters = useDebouncedValue(filterValues, 300);
  const filters = useMemo(() => toQueryFilters(settledFilters), [settledFilters]);
  // The page of the tab on screen; another tab or other filters start again at the first.
  const [paging, setPaging] = useState({ filters, page: 0 });
  const page = paging.filters === filters ? paging.page : 0;
  const changePage = (next: number) => setPaging({ filters, page: next });
  const queryClient = useQueryClient();
  // A search starts once typing pauses, and ends the moment the box is cleared.
  const searchTerm = filterValues.search.trim() ? settledFilters.search.trim() : '';
  const isSearching = searchTerm !== '';
  const liveStatus = useLiveOrders();
  const counts = useStaffOrderCounts(filters);
  const uncollectedFilters = useMemo(() => ({ locationId: filters.locationId }), [filters.locationId]);
  const uncollected = useUncollectedOrders(uncollectedFilters);
  const locations = useLocations();
  const airportCodes = useMemo(
    () => new Map((locations.data ?? []).map((location) => [location.id, location.code])),
    [locations.data],
  );
  const isPhone = useMediaQuery(PHONE_QUERY);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [reveal, setReveal] = useState(0);

  // The summary shows the selected order as the tab's page has it, else as read on its own; an order that
  // moved on to another status leaves the panel, unless the page is still loading. An uncollected order
  // may fall outside the chosen pickup day, so the uncollected list also holds it in its tab.
  const tabOrders = useStaffOrders(tab, filters, page);
  const selectedId = selection?.id ?? null;
  const listed =
    tabOrders.data?.find((order) => order.id === selectedId) ??
    uncollected.data?.find((order) => order.id === selectedId && order.status === tab);
  const isListLoading = tabOrders.isPending || tabOrders.isPlaceholderData;
  // An order the page on screen does not hold (on a later page, or opened from a search) is read on its own.
  const followed = useFollowedStaffOrder(selectedId, !listed && !isListLoading);
  const selected = listed ?? (isListLoading ? (selection?.order ?? null) : followed.data?.status === tab ? followed.data : null);

  // After a move or a chosen result: on a phone the summary sits under the list, so bring it into
  // view; and if the pressed button is gone (the hand-over dialog closed), focus the order's heading.
  useEffect(() => {
    if (reveal === 0) return;
    if (isPhone) summaryRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    if (document.activeElement === document.body || document.activeElement === null) {
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [reveal, isPhone]);

  const choose = (order: StaffOrder) => {
    keepStaffOrder(queryClient, order);
    setSelection({ id: order.id, order });
  };

  // Another tab, or an order opened in its own, starts at the first page.
  const showTab = (status: StaffTabStatus) => {
    setTab(status);
    setPaging({ filters, page: 0 });
  };

  const open = (order: StaffOrder) => {
    if (!isStaffTabStatus(order.status)) return;
    showTab(order.status);
    choose(order);
    setReveal((n) => n + 1);
  };

  const select = (order: StaffOrder) => {
    choose(order);
    if (isPhone) setReveal((n) => n + 1);
  };

  const changeTab = (value: string) => {
    if (!isStaffTabStatus(value)) return;
    showTab(value);
    // SPEC §2: changing tab clears the selection. Choosing a tab also leaves a search.
    setSelection(null);
    if (isSearching) setFilterValues((current) => ({ ...current, search: '' }));
  };

  // A chosen result opens in its own tab: the search has done its job.
  const openResult = (order: StaffOrder) => {
    setFilterValues((current) => ({ ...current, search: '' }));
    open(order);
  };

  // Like a search result, an uncollected order opens in its own tab, whatever the board showed.
  const openUncollected = (order: StaffOrder) => {
    if (isSearching) setFilterValues((current) => ({ ...current, search: '' }));
    open(order);
  };

  const follow = (moved: StaffOrder) => {
    // A move off the board (every line refunded) has no tab to follow into; the panel empties.
    if (isStaffTabStatus(moved.status)) open(moved);
  };

  const { t } = useLingui();
  const countOf = (status: StaffTabStatus): number | undefined => counts.data?.[status];
  const listProps = { selectedId, airportCodes };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <OrderFilters value={filterValues} onChange={setFilterValues} locations={locations.data ?? []} />
        {locations.isError && (
          <FormError>
            <Trans>Error fetching locations</Trans>
          </FormError>
        )}
      </div>

      {/* Only when there is something to chase; the orders also carry their badge in the tabs. */}
      {uncollected.data && uncollected.data.length > 0 && (
        <UncollectedOrders orders={uncollected.data} onSelect={openUncollected} {...listProps} />
      )}

      {/* While searching no tab is chosen: the results come from all of them. */}
      <Tabs value={isSearching ? '' : tab} onValueChange={changeTab}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* Two by two on phones, so no tab hides off-screen; each at least 44 px tall to tap. */}
          <TabsList
            aria-label={t`Order status`}
            className="grid h-auto w-full grid-cols-2 max-sm:h-auto sm:inline-flex sm:w-auto"
          >
            {staffTabs.map(({ status, label: labelText }) => {
              const count = countOf(status);
              const label = t(labelText);
              return (
                <TabsTrigger
                  key={status}
                  value={status}
                  aria-label={count === undefined ? label : `${label} (${count})`}
                  className="group h-auto min-h-11 gap-2 px-3 py-1 text-center whitespace-normal sm:min-h-10"
                >
                  <TabLabel label={label} count={count} />
                </TabsTrigger>
              );
            })}
          </TabsList>
          <LiveIndicator status={liveStatus} />
        </div>

        {/* The panel sits beside the list on wide screens and under it on phones. */}
        <div className="mt-4 grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_19rem]">
          <Card className="min-w-0 overflow-hidden">
            {isSearching ? (
              <SearchResults
                term={searchTerm}
                filters={filters}
                isNarrowed={filters.locationId !== undefined || filters.date !== undefined}
                onSelect={openResult}
                {...listProps}
              />
            ) : (
              staffTabs.map(({ status }) => (
                <TabsContent key={status} value={status} className="mt-0">
                  <TabOrders
                    status={status}
                    emptyText={t(emptyTexts[status])}
                    filters={filters}
                    page={status === tab ? page : 0}
                    onPageChange={changePage}
                    count={countOf(status)}
                    onSelect={select}
                    {...listProps}
                  />
                </TabsContent>
              ))
            )}
          </Card>
          {/* On desktop the summary stays in view while a long list scrolls. */}
          <div ref={summaryRef} className="scroll-mt-20 xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto">
            <OrderSummary order={selected} canUnlockHandover={canUnlockHandover} onMoved={follow} headingRef={headingRef} />
          </div>
        </div>
      </Tabs>
    </div>
  );
}
