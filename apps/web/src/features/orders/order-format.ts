import { ORDER_SUMMARY_LENGTH } from '@arrival/contracts/orders';
import { AIRPORT_TIME_ZONE } from '../arrival/arrival-time';

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

const longIst = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: AIRPORT_TIME_ZONE });

/** Pickup times in the long form, in the airports' zone whatever the device's: "2 June 2030 at 2:30 pm IST". */
export function formatLongIst(instant: string) {
  return `${longIst.format(new Date(instant))} IST`;
}
