import { useQueries } from '@tanstack/react-query';
import { STAFF_PAGE_MAX, STAFF_SEARCH_MAX, staffTabStatuses, type StaffOrder } from '@arrival/contracts/staff';
import { staffOrdersQueryOptions, type StaffOrderFilters } from './api/get-staff-orders';

/**
 * What the server can look for, or null when nothing can match: an order id ('12' or '#12'), 3 or more
 * digits of the phone, or words of the customer's name. The pickup code is never a search key: it is what
 * proves the traveller at the counter.
 */
export function serverSearchTerm(term: string) {
  const text = term.trim().replace(/^#/, '');
  if (text.length === 0 || text.length > STAFF_SEARCH_MAX) return null;
  const isId = /^\d{1,9}$/.test(text);
  return isId || /\p{L}/u.test(text) || text.replace(/\D/g, '').length >= 3 ? text : null;
}

const pipelineIndex = (order: StaffOrder) => (staffTabStatuses as readonly string[]).indexOf(order.status);

/**
 * Search across all four tabs: the server matches id, phone and name over every order, and answers the
 * first page of each tab. Results run in pipeline order, then by pickup.
 */
export function useOrderSearch(term: string, filters: Omit<StaffOrderFilters, 'q'>) {
  const serverTerm = serverSearchTerm(term);
  const matched = useQueries({
    queries: staffTabStatuses.map((status) => ({
      ...staffOrdersQueryOptions(status, { ...filters, q: serverTerm ?? undefined }),
      enabled: serverTerm !== null,
    })),
  });
  // Another term's answer, kept on screen while this one loads, must not show as a match.
  const answered = serverTerm === null ? [] : matched.filter((query) => !query.isPlaceholderData);
  const orders = answered
    .flatMap((query) => query.data ?? [])
    .sort((a, b) => pipelineIndex(a) - pipelineIndex(b) || a.pickupDateTime.localeCompare(b.pickupDateTime) || a.id - b.id);
  const failed = matched.find((query) => query.isError);
  return {
    orders,
    /** Some tab answered a full page: more orders may match than are shown. */
    hasMore: answered.some((query) => query.data?.length === STAFF_PAGE_MAX),
    isPending: serverTerm !== null && matched.some((query) => query.isPending || query.isPlaceholderData),
    error: failed?.error ?? null,
    retry: () => matched.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}
