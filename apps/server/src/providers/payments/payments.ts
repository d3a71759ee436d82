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

export type WebhookDispatcher = (rawBody: string, headers: Record<string, string>) => Promise<unknown>;

/** What only an in-process provider can do: play the traveller's part and deliver its own webhooks. */
export interface SandboxControls {
  /** What the look-alike checkout does when the traveller pays or the bank declines. */
  complete(orderId: string, outcome: 'success' | 'failure'): Promise<{ payment: ProviderPayment; signature: string | null }>;
  /** Where completed payments send their signed webhook (our own webhook route). */
  setWebhookDispatcher(dispatch: WebhookDispatcher): void;
  /** Resolves when every webhook sent so far has been answered. */
  settled(): Promise<void>;
  /** Every refund made, oldest first. */
  listRefunds(): Promise<ProviderRefund[]>;
}

/**
 * The card payment provider: Razorpay in production, an in-process look-alike by default. Callers
 * use its capabilities, never its name (the name is data: stored with payments, shown to the web).
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** The public key the browser's checkout opens with. */
  readonly keyId: string;
  /**
   * True when a payment the browser reports must be fetched from the provider (and captured if only
   * authorised) before it counts; false when the provider captures it as the traveller pays.
   */
  readonly verifiesPaymentServerSide: boolean;
  /** Present only on a provider that runs inside this process. */
  readonly sandbox?: SandboxControls;
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder>;
  findOrderByReceipt(receipt: string): Promise<ProviderOrder | null>;
  /** Every payment attempted on one of our orders (Razorpay's `GET /orders/{id}/payments`). */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
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
