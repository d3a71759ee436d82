import type { CartItem, CartResponse } from '@arrival/contracts/cart';
import type { Product } from '@arrival/contracts/catalogue';
import type { Order, OrderItem } from '@arrival/contracts/orders';
import type { CreatePaymentResponse, PublicConfig } from '@arrival/contracts/payments';

const referenceAmount = { currencySymbol: '$', currencyCode: 'USD', convertedAmount: 0, rateDate: '2030-05-31' };

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
    ...overrides,
    status,
    orderStatus: status,
  };
}

export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 11,
    name: 'Rose Attar 12 ml',
    price: 1250,
    description: 'A slow-distilled attar of Kannauj roses in sandalwood oil.',
    category: 'Perfumes',
    showToConsumer: true,
    highLight: [],
    images: [{ id: 1, imageUrl: '/uploads/rose-attar.jpg' }],
    videos: [],
    categories: [{ id: 1, name: 'Perfumes' }],
    locationStock: [],
    stockLeft: 20,
    stockStatus: 'IN_STOCK',
    amountDTO: referenceAmount,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A cart of the given lines, with the totals the server would work out. */
export function buildCart(lines: { product?: Partial<Product>; quantity?: number; problem?: string }[] = [{}]): CartResponse {
  const cart: CartItem[] = lines.map((line, index) => ({
    id: index + 1,
    cartId: 7,
    userId: 7,
    quantity: line.quantity ?? 1,
    productResponseDTO: buildProduct({ id: 11 + index, ...line.product }),
    available: !line.problem,
    problem: line.problem ?? null,
  }));
  const available = cart.filter((line) => line.available);
  const amountInINR = available.reduce((sum, line) => sum + line.productResponseDTO.price * line.quantity, 0);
  return {
    cart,
    amount: { ...referenceAmount, amountInINR, convertedAmount: Math.round(amountInINR * 1.2) / 100 },
    itemCount: cart.reduce((sum, line) => sum + line.quantity, 0),
    hasUnavailable: available.length < cart.length,
  };
}

export function buildPayment(overrides: Partial<CreatePaymentResponse> = {}): CreatePaymentResponse {
  return {
    id: 'order_sandbox1',
    amount: 250000,
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
