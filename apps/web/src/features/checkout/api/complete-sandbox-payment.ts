import { useMutation } from '@tanstack/react-query';
import { sandboxCompleteResponseSchema, type sandboxCompleteBodySchema } from '@arrival/contracts/payments';
import type { z } from 'zod/mini';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';

export const PAYMENT_FAILED = msg`Payment failed`;

/** Sandbox only: pays or declines a sandbox order, answering what Razorpay's checkout would hand back. */
export function completeSandboxPayment(body: z.infer<typeof sandboxCompleteBodySchema>) {
  return apiRequest('/payment/sandbox/complete', {
    method: 'POST',
    body,
    schema: sandboxCompleteResponseSchema,
    fallbackMessage: PAYMENT_FAILED,
  });
}

export function useCompleteSandboxPayment() {
  return useMutation({ mutationFn: completeSandboxPayment });
}
