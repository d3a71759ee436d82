import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@arrival/contracts/payments';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../api-client';

/**
 * Shown when a payment cannot start. The checkout reads this config as the first step of paying,
 * so a failure here reads the same as one creating the payment.
 */
export const CREATE_PAYMENT_FAILED = msg`Failed to initiate payment`;

/** Which checkout to open (Razorpay or the sandbox look-alike) and the merchant name it shows. */
export function getPublicConfig() {
  return apiRequest('/config', { auth: false, schema: publicConfigSchema, fallbackMessage: CREATE_PAYMENT_FAILED });
}

/** Fixed for the life of the server process, so one fetch serves the whole visit. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
