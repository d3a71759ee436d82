import { t } from '@lingui/core/macro';
import type { CreatePaymentResponse, PublicConfig } from '@arrival/contracts/payments';
import type { User } from '@arrival/contracts/user';

/** What Checkout.js hands its success handler (reference §1.3). */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The error of Checkout.js's 'payment.failed' event, as far as we show it. */
export interface CheckoutFailure {
  code: string;
  description: string;
}

/** The Checkout.js options we use; the sandbox dialog takes the same object, so both paths run the same callbacks. */
export interface CheckoutOptions {
  key: string;
  /** Paise, exactly as the server's order. */
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

/** Our primary colour (oklch(0.45 0.08 200)) in the hex form Checkout.js takes. */
const THEME_COLOR = '#006267';

interface CheckoutCallbacks {
  onSuccess: (response: CheckoutSuccess) => void;
  onDismiss: () => void;
}

export function buildCheckoutOptions(
  { payment, config, user }: { payment: CreatePaymentResponse; config: PublicConfig; user: User },
  { onSuccess, onDismiss }: CheckoutCallbacks,
): CheckoutOptions {
  const orderId = payment.orderId;
  return {
    key: payment.keyId,
    amount: payment.amount,
    currency: payment.currency,
    order_id: payment.id,
    name: config.merchantName,
    // Razorpay wants it to start with a letter or digit; shown in its window and the sandbox's.
    description: t`Order #${orderId}`,
    prefill: {
      name: user.name ?? undefined,
      email: user.email ?? undefined,
      // Stored without the plus; Razorpay reads "+{calling code}{number}".
      contact: `+${user.phone}`,
    },
    theme: { color: THEME_COLOR },
    handler: onSuccess,
    modal: { ondismiss: onDismiss },
  };
}
