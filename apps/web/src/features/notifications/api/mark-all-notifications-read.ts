import { useMutation, useQueryClient } from '@tanstack/react-query';
import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '../../../lib/query-keys';
import { putBack, showRead } from './show-read';

export function markAllNotificationsRead() {
  return apiRequest('/notifications/read-all', {
    method: 'PUT',
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to mark notifications as read`,
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => showRead(queryClient, () => true),
    onError: (error, _variables, saved) => putBack(queryClient, saved, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
