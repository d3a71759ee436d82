import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { customsAllowanceOf, type CustomsAllowance } from '@arrival/contracts/customs';
import { landedOpenStatuses } from '@arrival/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';

/** Orders this close to the traveller's chosen arrival are taken as the same trip (a delay moves an order's time). */
const SAME_ARRIVAL_MS = 12 * 3_600_000;

/**
 * The cart counted toward the duty-free allowance together with the traveller's other open orders for
 * the same arrival at the same airport, less what was refunded of them.
 */
export async function customsAllowanceFor(db: DbOrTx, userId: number, cartPaise: number): Promise<CustomsAllowance> {
  const [user] = await db
    .select({ arrivalAt: users.arrivalAt, locationId: users.pickupLocationId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.arrivalAt || !user.locationId) return customsAllowanceOf(cartPaise, 0);
  const [other] = await db
    .select({ paise: sql<string | null>`sum(${orders.totalPaise} - ${orders.refundedPaise})` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.locationId, user.locationId),
        inArray(orders.status, [...landedOpenStatuses]),
        between(
          orders.arrivalAt,
          new Date(user.arrivalAt.getTime() - SAME_ARRIVAL_MS),
          new Date(user.arrivalAt.getTime() + SAME_ARRIVAL_MS),
        ),
      ),
    );
  return customsAllowanceOf(cartPaise, Number(other?.paise ?? 0));
}
