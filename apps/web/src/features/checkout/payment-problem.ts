import { t } from '@lingui/core/macro';

/**
 * Why the last Pay did not end in a confirmed order, said by the Pay button until the next attempt,
 * read as one sentence: "Payment failed: the bank declined the card. Nothing was charged; …".
 * Made when the attempt ends, in the language on screen.
 */
export interface PaymentProblem {
  title: string;
  /** The provider's or the server's words, without a closing full stop. */
  reason: string | null;
  /** What it means for the traveller's money, and what to do next. */
  advice: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Providers often start their reason with the words our title already says (in English, or as we translate it). */
function shownReason(reason: string) {
  const ours = escapeRegExp(t`Payment failed`);
  const shown = reason
    .replace(/^payment failed\s*(?:[:.-]\s*|$)/i, '')
    .replace(new RegExp(`^${ours}\\s*(?:[:.-]\\s*|$)`, 'i'), '')
    .trim()
    .replace(/[.!\s]+$/, '');
  return shown === '' ? null : shown;
}

export const cancelledPayment = (): PaymentProblem => ({
  title: t`Payment cancelled`,
  reason: null,
  advice: t`Nothing was charged. You can pay again.`,
});

export const declinedPayment = (reason: string): PaymentProblem => ({
  title: t`Payment failed`,
  reason: shownReason(reason),
  advice: t`Nothing was charged; try again or use another method.`,
});

/**
 * The provider took the payment but our server could not confirm it. Money may have left the account,
 * so this never says "nothing was charged": reconciliation confirms the order or refunds it.
 */
export const unverifiedPayment = (reason: string): PaymentProblem => ({
  title: t`Payment not confirmed`,
  reason: shownReason(reason),
  advice: t`If you were charged, the order is confirmed or refunded automatically; check My Orders before paying again.`,
});

/** The payment never opened (a line sold out, the provider unreachable), so nothing was charged. */
export const unstartedPayment = (reason: string): PaymentProblem => ({
  title: t`Payment not started`,
  reason: shownReason(reason),
  advice: t`Nothing was charged.`,
});
