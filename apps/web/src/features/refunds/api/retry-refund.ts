import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { refundSchema } from '@arrival/contracts/refunds';
import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_QUERY_KEY } from '../../../lib/query-keys';

export function retryRefund(refundId: number) {
  return apiRequest(`/admin/refunds/${refundId}/retry`, {
    method: 'POST',
    schema: refundSchema,
    fallbackMessage: msg`Failed to retry the refund`,
  });
}

/** The dashboard's figures and list refresh afterwards, whatever the provider answered. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  });
}
