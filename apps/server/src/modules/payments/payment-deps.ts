import type { RefundDeps } from '../refunds/refunds.service.ts';

/** What the payment services need: the same as refunds, as a payment that cannot be fulfilled is refunded. */
export type PaymentDeps = RefundDeps;
