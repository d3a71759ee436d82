import { eq } from 'drizzle-orm';
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

/** Applies a signature-checked webhook once per event id. */
export async function handleWebhook(
  deps: PaymentDeps,
  input: { eventId: string; payload: { event?: string; payload?: { payment?: { entity?: WebhookPayment } } } },
) {
  const type = input.payload.event ?? 'unknown';
  const inserted = await deps.db
    .insert(webhookEvents)
    .values({ id: input.eventId, type, payload: input.payload })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted.length === 0) return 'duplicate' as const;

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
