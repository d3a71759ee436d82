import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ORDER_SUMMARY_LENGTH, type OrderStatus, type PaymentStatus } from '@arrival/contracts/orders';
import { i18n } from '../i18n/i18n';

/** Status codes read as words, in capitals as the SPEC shows them: PARTIALLY_REFUNDED is "PARTIALLY REFUNDED". */
const statusWords: Record<OrderStatus | PaymentStatus, MessageDescriptor> = {
  PAYMENT_PENDING: msg`PAYMENT PENDING`,
  CONFIRMED: msg`CONFIRMED`,
  ACCEPTED: msg`ACCEPTED`,
  PACKED: msg`PACKED`,
  DELIVERED: msg`DELIVERED`,
  CANCELLED: msg`CANCELLED`,
  EXPIRED: msg`EXPIRED`,
  REFUNDING: msg`REFUNDING`,
  REFUNDED: msg`REFUNDED`,
  PENDING: msg`PENDING`,
  SUCCESS: msg`SUCCESS`,
  FAILED: msg`FAILED`,
  REFUND_PENDING: msg`REFUND PENDING`,
  PARTIALLY_REFUNDED: msg`PARTIALLY REFUNDED`,
};

export function formatStatus(status: OrderStatus | PaymentStatus) {
  return i18n._(statusWords[status]);
}

/** The card's one-line summary: the description cut at 80 characters with an ellipsis, or N/A. */
export function summarizeDescription(description: string | undefined) {
  const text = description?.trim();
  if (!text) return i18n._(msg`N/A`);
  return text.length <= ORDER_SUMMARY_LENGTH ? text : `${text.slice(0, ORDER_SUMMARY_LENGTH).trimEnd()}…`;
}
