import { and, eq, isNull } from 'drizzle-orm';
import { webhookEvents } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { confirmPaidOrder, failPayment } from './confirmation.service.ts';

interface WebhookPayment {
  id?: string;
  order_id?: string | null;
  amount?: number;
  currency?: string;
  status?: string;
}

/**
 * Applies a signature-checked webhook once per event id. The event counts as handled only once applied
 * (`processed_at` set): if applying throws, the error reaches Razorpay as a 5xx and its retry of the same
 * id applies it again. Applying is idempotent, so a retry racing the first delivery is harmless.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  input: { eventId: string; payload: { event?: string; payload?: { payment?: { entity?: WebhookPayment } } } },
) {
  const type = input.payload.event ?? 'unknown';
  await deps.db.insert(webhookEvents).values({ id: input.eventId, type, payload: input.payload }).onConflictDoNothing();
  const [pending] = await deps.db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.id, input.eventId), isNull(webhookEvents.processedAt)));
  if (!pending) return 'duplicate' as const;

  const entity = input.payload.payload?.payment?.entity;
  if (entity?.order_id && entity.id) {
    if ((type === 'order.paid' || type === 'payment.captured') && typeof entity.amount === 'number' && entity.currency) {
      await confirmPaidOrder(deps, {
        providerOrderId: entity.order_id,
        providerPaymentId: entity.id,
        amount: entity.amount,
        currency: entity.currency,
      }).catch((error: unknown) => {
        // An event for an order we never made is recorded and otherwise ignored.
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      });
    } else if (type === 'payment.failed') {
      await failPayment(deps, { providerOrderId: entity.order_id, providerPaymentId: entity.id });
    }
  }
  await deps.db.update(webhookEvents).set({ processedAt: deps.clock.now() }).where(eq(webhookEvents.id, input.eventId));
  return 'processed' as const;
}
