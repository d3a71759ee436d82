import { textResponseSchema } from '@arrival/contracts/common';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';

/** Stops pushes to this browser for the signed-in traveller. */
export function deletePushSubscription(endpoint: string) {
  return apiRequest('/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to remove the push subscription`,
  });
}
