import { eq, isNull, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/client.ts';
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

/** Records an event, answering it only while not yet applied: a new event, or the retry of one that failed. */
const recordEvent = preparedStatement((db) =>
  db
    .insert(webhookEvents)
    .values({ id: sql.placeholder('id'), type: sql.placeholder('type'), payload: sql.placeholder('payload') })
    .onConflictDoUpdate({
      target: webhookEvents.id,
      set: { type: sql`excluded.type` },
      setWhere: isNull(webhookEvents.processedAt),
    })
    .returning({ id: webhookEvents.id })
    .prepare('record_webhook_event'),
);

const markProcessed = preparedStatement((db) =>
  db
    .update(webhookEvents)
    .set({ processedAt: sql`${sql.placeholder('at')}` })
    .where(eq(webhookEvents.id, sql.placeholder('id')))
    .prepare('mark_webhook_processed'),
);

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
  const [pending] = await recordEvent(deps.db).execute({ id: input.eventId, type, payload: input.payload });
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
  await markProcessed(deps.db).execute({ id: input.eventId, at: deps.clock.now().toISOString() });
  return 'processed' as const;
}
