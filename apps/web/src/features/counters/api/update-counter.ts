import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counterSchema, type CounterSettings } from '@arrival/contracts/counters';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { countersQueryOptions } from './get-counters';

/** Said when saving a counter fails without a message from the server. */
export const SAVE_COUNTER_FAILED = msg`Failed to save the counter`;

export function updateCounter({ locationId, settings }: { locationId: number; settings: CounterSettings }) {
  return apiRequest(`/admin/counters/${locationId}`, {
    method: 'PUT',
    body: settings,
    schema: counterSchema,
    fallbackMessage: SAVE_COUNTER_FAILED,
  });
}

export function useUpdateCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCounter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countersQueryOptions().queryKey }),
  });
}
