import { useMutation, useQueryClient } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/query-keys';

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
