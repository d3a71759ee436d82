import { useQueries } from '@tanstack/react-query';
import { staffTabStatuses, type StaffOrder } from '@arrival/contracts/staff';
import { staffOrdersQueryOptions, type StaffOrderFilters } from './api/get-staff-orders';

/** What staff type to find an order: its id ('12' or '#12'), part of the customer's name, or 3+ digits of the phone. */
export function matchesOrderSearch(order: StaffOrder, term: string) {
  const text = term.trim().toLowerCase();
  if (!text) return false;
  const id = text.replace(/^#/, '');
  if (/^\d+$/.test(id) && Number(id) === order.id) return true;
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3 && order.customerPhone.includes(digits)) return true;
  if (!/\p{L}/u.test(text)) return false;
  const name = (order.customerName ?? '').toLowerCase();
  return text.split(/\s+/).every((word) => name.includes(word));
}

/**
 * The part of the search the server can answer across every order (id or phone), or null when
 * it cannot (a name) and only the loaded lists are searched. The pickup code is never a search
 * key: it is what proves the traveller at the counter.
 */
export function serverSearchTerm(term: string) {
  const text = term.trim().replace(/^#/, '');
  if (text.length === 0 || text.length > 20) return null;
  const isId = /^\d{1,9}$/.test(text);
  return isId || text.replace(/\D/g, '').length >= 3 ? text : null;
}

const pipelineIndex = (order: StaffOrder) => (staffTabStatuses as readonly string[]).indexOf(order.status);

/**
 * Search across all four tabs: the server matches id and phone over every order, and the loaded
 * lists (which the tabs show anyway) add name matches. Results run in pipeline order, then by pickup.
 */
export function useOrderSearch(term: string, filters: Omit<StaffOrderFilters, 'q'>) {
  const enabled = term !== '';
  const serverTerm = serverSearchTerm(term);
  const lists = useQueries({
    queries: staffTabStatuses.map((status) => ({ ...staffOrdersQueryOptions(status, filters), enabled })),
  });
  const matched = useQueries({
    queries: staffTabStatuses.map((status) => ({
      ...staffOrdersQueryOptions(status, { ...filters, q: serverTerm ?? undefined }),
      enabled: enabled && serverTerm !== null,
    })),
  });
  const queries = serverTerm === null ? lists : [...lists, ...matched];

  const found = new Map<number, StaffOrder>();
  // Another term's answer, kept on screen while this one loads, must not show as a match.
  const answered = matched.filter((query) => serverTerm !== null && !query.isPlaceholderData);
  for (const order of answered.flatMap((query) => query.data ?? [])) found.set(order.id, order);
  for (const order of lists.flatMap((query) => query.data ?? [])) {
    if (!found.has(order.id) && matchesOrderSearch(order, term)) found.set(order.id, order);
  }
  const orders = [...found.values()].sort(
    (a, b) => pipelineIndex(a) - pipelineIndex(b) || a.pickupDateTime.localeCompare(b.pickupDateTime) || a.id - b.id,
  );
  const failed = queries.find((query) => query.isError);
  return {
    orders,
    isPending: enabled && queries.some((query) => query.isPending),
    error: failed?.error ?? null,
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}
