import { useMutation, useQueryClient } from '@tanstack/react-query';
import { counterSchema, type CounterSettings } from '@arrival/contracts/counters';
import { apiRequest } from '../../../lib/api-client';
import { countersQueryOptions } from './get-counters';

export function updateCounter({ locationId, settings }: { locationId: number; settings: CounterSettings }) {
  return apiRequest(`/admin/counters/${locationId}`, {
    method: 'PUT',
    body: settings,
    schema: counterSchema,
    fallbackMessage: 'Failed to save the counter',
  });
}

export function useUpdateCounter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCounter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countersQueryOptions().queryKey }),
  });
}
