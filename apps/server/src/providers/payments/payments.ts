/** Amounts are integer paise, as Razorpay takes them. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
}

export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/** The card payment provider: Razorpay in production, an in-process look-alike by default. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** The public key the browser's checkout opens with. */
  readonly keyId: string;
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder>;
  findOrderByReceipt(receipt: string): Promise<ProviderOrder | null>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  capturePayment(input: { paymentId: string; amount: number; currency: string }): Promise<ProviderPayment>;
  /** Full refund when amount is omitted; the same idempotency key never refunds twice. */
  refund(input: {
    paymentId: string;
    amount?: number;
    idempotencyKey: string;
    notes?: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** HMAC-SHA256(key secret, order_id|payment_id), compared in constant time. */
  verifyCheckoutSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256(webhook secret, raw body), compared in constant time. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
}

/** A failed call to the provider; `retryable` tells whether the same call may succeed later. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    readonly providerCode?: string,
  ) {
    super(message);
  }
}
