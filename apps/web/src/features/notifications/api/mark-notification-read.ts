import { useMutation, useQueryClient } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/query-keys';
import { putBack, showRead } from './show-read';

export function markNotificationRead(notificationId: number) {
  return apiRequest(`/notifications/${notificationId}/read`, {
    method: 'PUT',
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to mark the notification as read`,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (notificationId: number) => showRead(queryClient, (notice) => notice.id === notificationId),
    onError: (error, _notificationId, saved) => putBack(queryClient, saved, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
