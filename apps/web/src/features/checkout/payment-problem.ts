/**
 * Why the last Pay did not end in a confirmed order, said by the Pay button until the next attempt,
 * read as one sentence: "Payment failed: the bank declined the card. Nothing was charged; …".
 */
export interface PaymentProblem {
  title: string;
  /** The provider's or the server's words, without a closing full stop. */
  reason: string | null;
  /** What it means for the traveller's money, and what to do next. */
  advice: string;
}

/** Providers often start their reason with the words our title already says. */
function shownReason(reason: string) {
  const shown = reason
    .replace(/^payment failed\s*(?:[:.-]\s*|$)/i, '')
    .trim()
    .replace(/[.!\s]+$/, '');
  return shown === '' ? null : shown;
}

export const cancelledPayment = (): PaymentProblem => ({
  title: 'Payment cancelled',
  reason: null,
  advice: 'Nothing was charged. You can pay again.',
});

export const declinedPayment = (reason: string): PaymentProblem => ({
  title: 'Payment failed',
  reason: shownReason(reason),
  advice: 'Nothing was charged; try again or use another method.',
});

/**
 * The provider took the payment but our server could not confirm it. Money may have left the account,
 * so this never says "nothing was charged": reconciliation confirms the order or refunds it.
 */
export const unverifiedPayment = (reason: string): PaymentProblem => ({
  title: 'Payment not confirmed',
  reason: shownReason(reason),
  advice: 'If you were charged, the order is confirmed or refunded automatically; check My Orders before paying again.',
});

/** The payment never opened (a line sold out, the provider unreachable), so nothing was charged. */
export const unstartedPayment = (reason: string): PaymentProblem => ({
  title: 'Payment not started',
  reason: shownReason(reason),
  advice: 'Nothing was charged.',
});
