import { useMutation } from '@tanstack/react-query';
import { createPaymentResponseSchema } from '@arrival/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { CREATE_PAYMENT_FAILED } from '../../../lib/api/get-public-config';

/**
 * Prices the cart on the server, holds its stock at the pickup airport for 15 minutes and opens the
 * provider's order. Asking again for the same cart answers the same pending payment.
 */
export function createPayment() {
  return apiRequest('/payment/create-payment', { schema: createPaymentResponseSchema, fallbackMessage: CREATE_PAYMENT_FAILED });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
