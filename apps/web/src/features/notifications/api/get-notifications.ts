import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema } from '@arrival/contracts/notifications';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/query-keys';
import { apiPaths } from '../../../lib/api/early-responses';

export type NotificationFilter = 'unread' | 'all';

/** How often the unread badge asks, so new notices show up while the app stays open. */
const UNREAD_POLL_MS = 30_000;

export function getNotifications(filter: NotificationFilter) {
  return apiRequest(apiPaths.notifications(filter), {
    schema: notificationListSchema,
    fallbackMessage: msg`Failed to fetch notifications`,
  });
}

export const notificationsQueryOptions = (filter: NotificationFilter) =>
  queryOptions({ queryKey: [...NOTIFICATIONS_QUERY_KEY, filter], queryFn: () => getNotifications(filter), staleTime: 0 });

export function useNotifications(filter: NotificationFilter) {
  return useQuery(notificationsQueryOptions(filter));
}

/**
 * The sidebar badge: the unread list's count, polled and refetched whenever the window regains focus. An
 * answer younger than the poll's interval (the one the first screen's queries fetched) is not asked again
 * when the badge mounts.
 */
export function useUnreadNotificationCount() {
  return useQuery({
    ...notificationsQueryOptions('unread'),
    staleTime: UNREAD_POLL_MS,
    select: (list) => list.unreadCount,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}
