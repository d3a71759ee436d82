import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './payments.ts';
import { createRazorpayProvider } from './razorpay.ts';
import { createSandboxPayments } from './sandbox.ts';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** The sandbox keeps its books in `db`, the shop's own database. */
export function createPayments(config: Config, db: Db): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      baseUrl: config.RAZORPAY_API_BASE_URL,
      timeoutMs: config.RAZORPAY_TIMEOUT_MS,
    });
  }
  // Sandbox secrets only sign sandbox payments; they are derived from the server's own secret.
  return createSandboxPayments({
    keyId: SANDBOX_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET ?? `sandbox-key-${config.jwtSecret.slice(0, 16)}`,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? `sandbox-webhook-${config.jwtSecret.slice(16, 32)}`,
    db,
  });
}
