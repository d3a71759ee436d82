import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyPaymentResponseSchema, type VerifyPaymentBody } from '@arrival/contracts/payments';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';
import { CART_QUERY_KEY, ORDERS_QUERY_KEY } from '../../../lib/query-keys';

export const VERIFY_PAYMENT_FAILED = msg`Failed to verify payment`;

/** Has the server check the checkout's signature and amounts, then confirm the order (idempotent). */
export function verifyPayment(body: VerifyPaymentBody) {
  return apiRequest('/payment/verify/create-order', {
    method: 'POST',
    body,
    schema: verifyPaymentResponseSchema,
    fallbackMessage: VERIFY_PAYMENT_FAILED,
  });
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    // A confirmed order leaves the cart and joins the current orders. Not awaited: the checkout
    // moves on to the order's confirmation at once instead of first showing its own cart empty.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
