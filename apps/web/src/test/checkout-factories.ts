import type { Order, OrderItem } from '@arrival/contracts/orders';
import type { CreatePaymentResponse, PublicConfig } from '@arrival/contracts/payments';

export function buildOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 101,
    productId: 11,
    name: 'Rose Attar 12 ml',
    description: 'A slow-distilled attar of Kannauj roses in sandalwood oil, in a hand-cut glass vial.',
    imageUrl: '/uploads/rose-attar.jpg',
    price: 1250,
    quantity: 2,
    unavailable: false,
    refundedAmount: 0,
    ...overrides,
  };
}

export function buildOrder(overrides: Partial<Order> = {}): Order {
  const status = overrides.orderStatus ?? overrides.status ?? 'CONFIRMED';
  return {
    id: 42,
    createdAt: '2030-06-01T06:00:00.000Z',
    paymentStatus: 'SUCCESS',
    paymentId: 'pay_sandbox42',
    amount: 2500,
    refundedAmount: 0,
    currency: 'INR',
    user: { name: 'Asha Menon', phone: '919876543210' },
    location: { id: 1, name: 'Cochin International Airport (COK)', code: 'COK' },
    pickUpLocation: 'Cochin International Airport (COK)',
    deliveryOtp: '482913',
    arrivalDateTime: '2030-06-02T09:00:00.000Z',
    quantity: 2,
    items: [buildOrderItem()],
    flightNumber: null,
    arrivalTerminal: null,
    scheduledArrival: null,
    landedAt: null,
    counter: { place: 'Arrivals hall, after customs', mapUrl: '' },
    ...overrides,
    status,
    orderStatus: status,
  };
}

export function buildPayment(overrides: Partial<CreatePaymentResponse> = {}): CreatePaymentResponse {
  return {
    id: 'order_sandbox1',
    amount: 499800,
    currency: 'INR',
    orderId: 42,
    holdExpiresAt: '2030-06-01T06:45:00.000Z',
    keyId: 'rzp_test_sandbox',
    ...overrides,
  };
}

export const sandboxConfig: PublicConfig = {
  paymentProvider: 'sandbox',
  razorpayKeyId: 'rzp_test_sandbox',
  merchantName: 'Arrival Shop',
  pushPublicKey: null,
};
