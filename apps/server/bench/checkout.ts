import http from 'node:http';
import { openPostgres } from '../src/db/client.ts';
import { createCategory, createProduct } from '../src/seed/factories.ts';
import { travellerArriving, type Shop } from './shop-process.ts';

export interface CheckoutFigure {
  buyers: number;
  confirmed: number;
  seconds: number;
  perSecond: number;
  /** Units sold beyond what was on the shelf, or a shelf below zero: must be 0. */
  oversold: number;
}

const STOCK_EACH = 3;

/**
 * The buyers' calls through node:http on kept-alive connections: the bench shares the shop's two cores,
 * and fetch (undici) spent about twice the CPU per call, which the shop then lacked.
 */
export function jsonClient(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const call = <T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        `${base}${path}`,
        {
          method,
          agent,
          headers: payload === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if ((response.statusCode ?? 500) >= 400)
              reject(new Error(`${method} ${path} answered ${response.statusCode}: ${text}`));
            else resolve(JSON.parse(text) as T);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return Object.assign(call, { close: () => agent.destroy() });
}

/**
 * `buyers` travellers, each with a different product in the cart, pay at the same moment through the
 * browser's own calls (create-payment, the sandbox checkout, verify). Paid orders per second, counted
 * from the database, and a check that no shelf went below zero or sold more than it held.
 */
export async function checkoutThroughput(shop: Shop, databaseUrl: string, buyers = 200): Promise<CheckoutFigure> {
  const database = await openPostgres(databaseUrl, { log: () => undefined });
  try {
    const db = database.db;
    const [location] = (await database.query('select id from locations order by id limit 1')).rows as { id: number }[];
    const category = await createCategory(db, { name: `Bench checkout ${Date.now()}` });
    const productIds: number[] = [];
    for (let i = 0; i < buyers; i++) {
      const { product } = await createProduct(db, {
        name: `Checkout bench ${i}`,
        pricePaise: 50_000 + i,
        categoryIds: [category.id],
        stock: [{ locationId: location!.id, stocksLeft: STOCK_EACH }],
      });
      productIds.push(product.id);
    }

    const arrival = new Date(Date.now() + 72 * 3_600_000).toISOString();
    const travellers = [];
    for (const productId of productIds) {
      const traveller = await travellerArriving(shop, location!.id, arrival);
      const headers = { ...traveller.headers, 'content-type': 'application/json' };
      const add = await fetch(`${shop.url}/api/cart/add`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId, quantity: 1 }),
      });
      if (!add.ok) throw new Error(`adding to a buyer's cart failed: ${add.status}`);
      travellers.push({ headers, locationId: location!.id, arrival });
    }

    const call = jsonClient(shop.url);
    const started = performance.now();
    const phases = process.env.BENCH_PHASES === '1';
    const payments = await Promise.all(
      travellers.map(({ headers }) => call<{ id: string; amount: number }>('GET', '/api/payment/create-payment', headers)),
    );
    if (phases) console.log('create-payment', ((performance.now() - started) / 1000).toFixed(2));
    const handlers = await Promise.all(
      travellers.map(({ headers }, i) =>
        call<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(
          'POST',
          '/api/payment/sandbox/complete',
          headers,
          { razorpayOrderId: payments[i]!.id, outcome: 'success' },
        ),
      ),
    );
    if (phases) console.log('complete', ((performance.now() - started) / 1000).toFixed(2));
    await Promise.all(
      travellers.map(({ headers, locationId }, i) =>
        call('POST', '/api/payment/verify/create-order', headers, {
          razorpayOrderId: handlers[i]!.razorpay_order_id,
          razorpayPaymentId: handlers[i]!.razorpay_payment_id,
          signature: handlers[i]!.razorpay_signature,
          amount: payments[i]!.amount,
          currency: 'INR',
          locationId,
          arrivalTime: arrival,
        }),
      ),
    );
    if (phases) console.log('verify', ((performance.now() - started) / 1000).toFixed(2));
    const seconds = (performance.now() - started) / 1000;

    const [{ confirmed }] = (
      await database.query(
        `select count(distinct o.id)::int as confirmed from orders o join order_items i on i.order_id = o.id
          where o.status = 'CONFIRMED' and i.product_id = any($1)`,
        [productIds],
      )
    ).rows as [{ confirmed: number }];
    const [{ oversold }] = (
      await database.query(
        `select count(*)::int as oversold from location_stock
          where product_id = any($1) and (stocks_left < 0 or received_orders + stocks_left > all_time_stock)`,
        [productIds],
      )
    ).rows as [{ oversold: number }];
    call.close();
    return { buyers, confirmed, seconds, perSecond: confirmed / seconds, oversold };
  } finally {
    await database.close();
  }
}
