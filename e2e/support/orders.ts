import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin, setArrival } from './api-session.ts';
import { freshLocalPhone } from './phones.ts';

const COK = 1;
const CATEGORY = 1;

export interface CatalogueProduct {
  id: number;
  name: string;
  stockStatus: string | null;
}

/**
 * Pays for the caller's cart in the sandbox the way the browser does: opens the payment, completes
 * it in the look-alike checkout and sends the handler's answer to verify. Answers the order id.
 */
export async function payCartInSandbox(
  request: APIRequestContext,
  headers: Record<string, string>,
  pickup: { locationId: number; arrivalTime: string },
): Promise<number> {
  const created = await request.get('/api/payment/create-payment', { headers });
  expect(created.status(), await created.text()).toBe(200);
  const payment = await created.json();
  const completed = await request.post('/api/payment/sandbox/complete', {
    headers,
    data: { razorpayOrderId: payment.id, outcome: 'success' },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const handler = await completed.json();
  const verified = await request.post('/api/payment/verify/create-order', {
    headers,
    data: {
      razorpayOrderId: handler.razorpay_order_id,
      razorpayPaymentId: handler.razorpay_payment_id,
      signature: handler.razorpay_signature,
      amount: payment.amount,
      currency: payment.currency,
      locationId: pickup.locationId,
      arrivalTime: pickup.arrivalTime,
    },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()).orderId as number;
}

/**
 * A traveller who lands at Cochin and pays for one in-stock product in the sandbox, all through the API;
 * in Malayalam from the start when asked, so the shop's messages about the order are too.
 */
export async function travellerPays(request: APIRequestContext, { language = 'en' }: { language?: 'en' | 'ml' } = {}) {
  const traveller = await apiLogin(request, `91${freshLocalPhone()}`);
  const { headers } = traveller;
  if (language !== 'en') {
    const chosen = await request.put('/api/user/language', { headers, data: { language } });
    expect(chosen.status(), await chosen.text()).toBe(200);
  }
  const arrivalTime = await setArrival(request, headers, COK);
  const category = await request.get(`/api/categories/${CATEGORY}/products`, { headers });
  const product = ((await category.json()).product as CatalogueProduct[]).find((p) => p.stockStatus === 'IN_STOCK');
  expect(product, 'an in-stock product in category 1').toBeDefined();
  const added = await request.post('/api/cart/add', { headers, data: { productId: product!.id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const orderId = await payCartInSandbox(request, headers, { locationId: COK, arrivalTime });
  return { ...traveller, orderId, product: product! };
}

/** The first `count` products of category 1 in stock at the traveller's airport, so a journey can buy different ones. */
export async function inStockProducts(request: APIRequestContext, headers: Record<string, string>, count: number) {
  const category = await request.get(`/api/categories/${CATEGORY}/products`, { headers });
  expect(category.status(), await category.text()).toBe(200);
  const inStock = ((await category.json()).product as CatalogueProduct[]).filter((p) => p.stockStatus === 'IN_STOCK');
  expect(inStock.length, `${count} in-stock products in category 1`).toBeGreaterThanOrEqual(count);
  return inStock.slice(0, count);
}
