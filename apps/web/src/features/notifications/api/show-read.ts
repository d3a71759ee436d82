import type { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@arrival/contracts/notifications';
import { toastOnDemand } from '../../../lib/toast-on-demand';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/query-keys';

type SavedLists = [readonly unknown[], NotificationList | undefined][];

/**
 * Shows the notices `isMarked` picks as read in every list on the device, and the unread counts without them,
 * before the server has answered (decision 030). Returns what the lists held, for `putBack`.
 */
export async function showRead(queryClient: QueryClient, isMarked: (notice: Notification) => boolean): Promise<SavedLists> {
  // A list already on its way would land with the notices still unread.
  await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  const saved = queryClient.getQueriesData<NotificationList>({ queryKey: NOTIFICATIONS_QUERY_KEY });
  for (const [queryKey, list] of saved) {
    if (!list) continue;
    const newlyRead = list.notifications.filter((notice) => !notice.read && isMarked(notice)).length;
    queryClient.setQueryData<NotificationList>(queryKey, {
      notifications: list.notifications.map((notice) => (isMarked(notice) ? { ...notice, read: true } : notice)),
      unreadCount: Math.max(0, list.unreadCount - newlyRead),
    });
  }
  return saved;
}

/** A refusal: the lists as they were, with the server's reason. */
export function putBack(queryClient: QueryClient, saved: SavedLists | undefined, error: Error) {
  for (const [queryKey, list] of saved ?? []) queryClient.setQueryData(queryKey, list);
  toastOnDemand.error(error.message);
}
