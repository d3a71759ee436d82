import { asc, eq, inArray } from 'drizzle-orm';
import { defaultCounterSettings } from '@arrival/contracts/counters';
import type { Order } from '@arrival/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { counters, locations, orderItems, orders, payments, users } from '../../db/schema.ts';
import { paiseToRupees } from '../../lib/money.ts';

/** The API view of the given orders, in the given order, with their items, customer and airport. */
export async function loadOrderViews(db: DbOrTx, orderIds: number[]): Promise<Order[]> {
  if (orderIds.length === 0) return [];
  const [rows, items, paid] = await Promise.all([
    db
      .select({
        order: orders,
        user: { name: users.name, phone: users.phone },
        location: { id: locations.id, name: locations.name, code: locations.code },
        counter: { place: counters.place, mapUrl: counters.mapUrl },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(locations, eq(locations.id, orders.locationId))
      .leftJoin(counters, eq(counters.locationId, orders.locationId))
      .where(inArray(orders.id, orderIds)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
    db
      .select({ orderId: payments.orderId, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(inArray(payments.orderId, orderIds)),
  ]);
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return orderIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { order } = row;
    const lines = items.filter((i) => i.orderId === id);
    return [
      {
        id: order.id,
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        orderStatus: order.status,
        paymentStatus: order.paymentStatus,
        paymentId: paid.find((p) => p.orderId === id && p.providerPaymentId)?.providerPaymentId ?? null,
        amount: paiseToRupees(order.totalPaise),
        refundedAmount: paiseToRupees(order.refundedPaise),
        currency: order.currency,
        user: row.user,
        location: row.location,
        pickUpLocation: row.location.name,
        deliveryOtp: order.deliveryOtp,
        arrivalDateTime: order.arrivalAt.toISOString(),
        quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
        items: lines.map((l) => ({
          id: l.id,
          productId: l.productId,
          name: l.name,
          description: l.description,
          imageUrl: l.imageUrl,
          price: paiseToRupees(l.pricePaise),
          quantity: l.quantity,
          unavailable: l.unavailableAt !== null,
          refundedAmount: paiseToRupees(l.refundedPaise),
        })),
        flightNumber: order.flightNumber,
        arrivalTerminal: order.arrivalTerminal,
        scheduledArrival:
          order.scheduledArrivalAt && order.scheduledArrivalAt.getTime() !== order.arrivalAt.getTime()
            ? order.scheduledArrivalAt.toISOString()
            : null,
        landedAt: order.landedAt?.toISOString() ?? null,
        counter: row.counter ?? { place: defaultCounterSettings().place, mapUrl: '' },
      },
    ];
  });
}
