import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { textResponseSchema } from '@arrival/contracts/common';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_ORDERS_QUERY_KEY } from './get-staff-orders';

/** ADMIN only: lifts the lock that five wrong pickup codes put on a hand-over. */
export function unlockHandover(orderId: number) {
  return apiRequest(`/orders/${orderId}/unlock-handover`, {
    method: 'PUT',
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to unlock the hand-over`,
  });
}

type UnlockHandoverCallbacks = Pick<
  UseMutationOptions<Awaited<ReturnType<typeof unlockHandover>>, Error, number>,
  'onSuccess' | 'onError'
>;

/** The callbacks still run after the refreshed order replaces the lock notice that started the unlock. */
export function useUnlockHandover(callbacks: UnlockHandoverCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: unlockHandover,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_QUERY_KEY }),
  });
}
