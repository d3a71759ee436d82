import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../test/checkout-factories';
import { savedPickupOrders } from './saved-pickup-orders';

describe('savedPickupOrders', () => {
  it('finds the open orders with a code in saved lists and details, the newest copy of each, soonest arrival first', () => {
    const later = buildOrder({
      id: 7,
      orderStatus: 'PACKED',
      status: 'PACKED',
      deliveryOtp: '111111',
      arrivalDateTime: '2026-12-02T10:00:00+05:30',
    });
    const sooner = buildOrder({
      id: 8,
      orderStatus: 'CONFIRMED',
      status: 'CONFIRMED',
      deliveryOtp: '222222',
      arrivalDateTime: '2026-12-01T10:00:00+05:30',
    });
    const delivered = buildOrder({ id: 9, orderStatus: 'DELIVERED', status: 'DELIVERED', deliveryOtp: '333333' });
    const unpaid = buildOrder({ id: 10, orderStatus: 'PAYMENT_PENDING', status: 'PAYMENT_PENDING', deliveryOtp: null });
    const packedNow = { ...later, deliveryOtp: '111111', orderStatus: 'PACKED' as const };

    const found = savedPickupOrders([
      {
        queryKey: ['orders', 'history', 'current'],
        data: [{ ...later, orderStatus: 'ACCEPTED' }, sooner, delivered, unpaid],
        updatedAt: 100,
      },
      { queryKey: ['orders', 'detail', 7], data: packedNow, updatedAt: 200 },
      { queryKey: ['user'], data: { id: 1, name: 'Meera' }, updatedAt: 300 },
    ]);

    expect(found.map(({ order, updatedAt }) => [order.id, order.orderStatus, updatedAt])).toEqual([
      [8, 'CONFIRMED', 100],
      [7, 'PACKED', 200],
    ]);
  });
});
