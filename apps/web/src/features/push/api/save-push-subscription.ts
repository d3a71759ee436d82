import { textResponseSchema } from '@arrival/contracts/common';
import type { PushSubscriptionBody } from '@arrival/contracts/notifications';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';

/** Saves (or refreshes) this browser's subscription for the signed-in traveller. */
export function savePushSubscription(body: PushSubscriptionBody) {
  return apiRequest('/push/subscriptions', {
    method: 'POST',
    body,
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to save the push subscription`,
  });
}
