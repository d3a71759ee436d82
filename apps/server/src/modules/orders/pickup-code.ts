import { eq } from 'drizzle-orm';
import { HANDOVER_MAX_FAILURES } from '@arrival/contracts/staff';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomDigits } from '../../lib/crypto.ts';
import { writeAudit } from '../audit/audit.service.ts';

export const PICKUP_CODE_LENGTH = 6;

/** The code the traveller shows at the counter; issued when the payment confirms the order. */
export const issuePickupCode = () => randomDigits(PICKUP_CODE_LENGTH);

/**
 * Checks the code shown at hand-over on a locked order. A wrong code counts (and stays counted even
 * though the hand-over is refused); five lock the hand-over until an admin unlocks it. Answers why the
 * hand-over is refused, or null when it may go ahead.
 */
export async function checkPickupCode(
  tx: Tx,
  input: { order: typeof orders.$inferSelect; code: string | undefined; actorUserId: number; now: Date },
): Promise<AppError | null> {
  const { order, code } = input;
  if (order.handoverLocked) {
    return new AppError('CONFLICT', msg('handover.locked', { max: HANDOVER_MAX_FAILURES }), {
      statusCode: 423,
    });
  }
  if (!code) return new AppError('VALIDATION_FAILED', msg('handover.codeRequired'));
  if (code === order.deliveryOtp) return null;

  const failures = order.handoverFailures + 1;
  const locked = failures >= HANDOVER_MAX_FAILURES;
  await tx
    .update(orders)
    .set({ handoverFailures: failures, handoverLocked: locked, updatedAt: input.now })
    .where(eq(orders.id, order.id));
  await writeAudit(tx, {
    actorUserId: input.actorUserId,
    action: 'order.handover_failed',
    entity: 'order',
    entityId: order.id,
    before: { handoverFailures: order.handoverFailures },
    after: { handoverFailures: failures, handoverLocked: locked },
  });
  const left = HANDOVER_MAX_FAILURES - failures;
  return locked
    ? new AppError('VALIDATION_FAILED', msg('handover.nowLocked'), {
        details: { locked: true },
      })
    : new AppError('VALIDATION_FAILED', msg(left === 1 ? 'handover.wrongOne' : 'handover.wrongMany', { left }), {
        details: { triesLeft: left },
      });
}

/** Admins lift a hand-over lock after checking the traveller's identity. */
export async function unlockHandover(deps: { db: Db; clock: Clock }, actorUserId: number, orderId: number) {
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order');
    await tx
      .update(orders)
      .set({ handoverLocked: false, handoverFailures: 0, updatedAt: deps.clock.now() })
      .where(eq(orders.id, orderId));
    await writeAudit(tx, {
      actorUserId,
      action: 'order.handover_unlocked',
      entity: 'order',
      entityId: orderId,
      before: { handoverLocked: order.handoverLocked, handoverFailures: order.handoverFailures },
      after: { handoverLocked: false, handoverFailures: 0 },
    });
  });
  return { message: 'Hand-over unlocked' };
}
