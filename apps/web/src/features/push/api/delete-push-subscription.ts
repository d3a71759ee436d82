import { textResponseSchema } from '@arrival/contracts/common';
import { apiRequest } from '../../../lib/api-client';

/** Stops pushes to this browser for the signed-in traveller. */
export function deletePushSubscription(endpoint: string) {
  return apiRequest('/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: textResponseSchema,
    fallbackMessage: 'Failed to remove the push subscription',
  });
}
