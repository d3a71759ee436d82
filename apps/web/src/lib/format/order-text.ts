import { ORDER_SUMMARY_LENGTH } from '@arrival/contracts/orders';

/** Status codes read as words: PARTIALLY_REFUNDED becomes "PARTIALLY REFUNDED". */
export function formatStatus(status: string) {
  return status.replaceAll('_', ' ');
}

/** The card's one-line summary: the description cut at 80 characters with an ellipsis, or N/A. */
export function summarizeDescription(description: string | undefined) {
  const text = description?.trim();
  if (!text) return 'N/A';
  return text.length <= ORDER_SUMMARY_LENGTH ? text : `${text.slice(0, ORDER_SUMMARY_LENGTH).trimEnd()}…`;
}
