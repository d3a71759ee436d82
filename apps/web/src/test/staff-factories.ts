import type { Notification } from '@arrival/contracts/notifications';
import type { StaffOrder } from '@arrival/contracts/staff';

type StaffOrderLine = StaffOrder['products'][number];

export function buildStaffOrderLine(overrides: Partial<StaffOrderLine> = {}): StaffOrderLine {
  return {
    itemId: 501,
    productId: 11,
    name: 'Rose Attar 12 ml',
    price: 1250,
    qty: 2,
    image: '/uploads/rose-attar.jpg',
    stockLeft: 40,
    unavailable: false,
    ...overrides,
  };
}

export function buildStaffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id: 12,
    status: 'CONFIRMED',
    customerName: 'Asha Menon',
    customerPhone: '919876543210',
    pickupLocation: 'Trivandrum International Airport (TRV)',
    locationId: 2,
    pickupDateTime: '2030-06-02T09:00:00.000Z',
    placedAt: '2030-06-01T06:00:00.000Z',
    products: [
      buildStaffOrderLine(),
      buildStaffOrderLine({ itemId: 502, productId: 12, name: 'Banana Chips 500 g', price: 300, qty: 1 }),
    ],
    subtotal: 2800,
    refunded: 0,
    total: 2800,
    handoverLocked: false,
    flightNumber: null,
    landedAt: null,
    uncollected: false,
    ...overrides,
  };
}

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    title: 'Order #12 packed',
    content: 'Your order is packed and waiting at the pickup counter.',
    time: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    orderId: 12,
    ...overrides,
  };
}
