import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderItems, orders } from '../../db/schema.ts';
import { createLocation, createProduct, createUser, type LocationRow } from '../../seed/factories.ts';
import { loginWithRole } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { exportOrdersCsv, exportStockCsv } from './dashboard.service.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  // The test clock stands at 2026-11-22 06:00 UTC, 11:30 in India.
  t = await buildTestApp();
  admin = (await loginWithRole(t, 'ADMIN')).auth;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

async function textOf(parts: AsyncIterable<string>) {
  let text = '';
  for await (const part of parts) text += part;
  return text;
}

type OrderInput = Pick<typeof orders.$inferInsert, 'status' | 'paymentStatus' | 'totalPaise' | 'confirmedAt'> & {
  location: LocationRow;
  refundedPaise?: number;
  lines?: { name: string; quantity: number }[];
};

/**
 * A small shop worked out by hand. Stock (retired product and hidden row marked):
 *   Oud      L1 10/40 low    L2  0/5 out
 *   Tea      L1 100/100      L2  3/3 hidden
 *   Old      L1 7/7 retired
 *   Candle   L1 14/20 low    L2 15/15
 * totalStock 142, allTime 183 → 77.6 %, low alerts 2, out of stock 1.
 */
async function createShop() {
  const l1 = await createLocation(t.db, { code: 'COK', name: 'Kochi' });
  const l2 = await createLocation(t.db, { code: 'TRV', name: 'Thiruvananthapuram' });
  const stock = (location: LocationRow, stocksLeft: number, allTimeStock: number, show = true) => ({
    locationId: location.id,
    stocksLeft,
    allTimeStock,
    show,
  });
  const oud = await createProduct(t.db, { name: 'Oud, "Royal" 50 ml', stock: [stock(l1, 10, 40), stock(l2, 0, 5)] });
  await createProduct(t.db, { name: 'Tea', stock: [stock(l1, 100, 100), stock(l2, 3, 3, false)] });
  await createProduct(t.db, { name: 'Old', stock: [stock(l1, 7, 7)], retiredAt: new Date('2026-01-01T00:00:00Z') });
  await createProduct(t.db, { name: 'Candle', stock: [stock(l1, 14, 20), stock(l2, 15, 15)] });

  const buyer = await createUser(t.db, { name: 'Nair, "Anu"', phone: '919800000001' });
  const prankster = await createUser(t.db, { name: '=HYPERLINK("http://x")', phone: '919800000002' });
  const place = async (input: OrderInput, userId = buyer.id) => {
    const [order] = await t.db
      .insert(orders)
      .values({
        userId,
        locationId: input.location.id,
        status: input.status,
        paymentStatus: input.paymentStatus,
        totalPaise: input.totalPaise,
        refundedPaise: input.refundedPaise ?? 0,
        confirmedAt: input.confirmedAt,
        arrivalAt: new Date('2026-11-25T04:30:00Z'),
        cartFingerprint: 'test',
      })
      .returning();
    for (const line of input.lines ?? []) {
      await t.db
        .insert(orderItems)
        .values({ orderId: order!.id, productId: oud.product.id, name: line.name, pricePaise: 100, quantity: line.quantity });
    }
    return order!;
  };
  const at = (iso: string) => new Date(iso);
  const o1 = await place({
    location: l1,
    status: 'CONFIRMED',
    paymentStatus: 'SUCCESS',
    totalPaise: 50_000,
    confirmedAt: at('2026-11-22T01:00:00Z'),
    lines: [
      { name: 'Oud, "Royal" 50 ml', quantity: 2 },
      { name: 'Tea\nTin', quantity: 1 },
    ],
  });
  // 00:30 on the 22nd in India, still the 21st in UTC.
  const o2 = await place({
    location: l1,
    status: 'DELIVERED',
    paymentStatus: 'SUCCESS',
    totalPaise: 25_050,
    confirmedAt: at('2026-11-21T19:00:00Z'),
  });
  const o3 = await place(
    {
      location: l2,
      status: 'ACCEPTED',
      paymentStatus: 'PARTIALLY_REFUNDED',
      totalPaise: 30_000,
      refundedPaise: 10_000,
      confirmedAt: at('2026-11-21T18:00:00Z'),
    },
    prankster.id,
  );
  await place({ location: l2, status: 'PAYMENT_PENDING', paymentStatus: 'PENDING', totalPaise: 9_999, confirmedAt: null });
  await place({ location: l1, status: 'EXPIRED', paymentStatus: 'FAILED', totalPaise: 5_000, confirmedAt: null });
  await place({
    location: l1,
    status: 'PACKED',
    paymentStatus: 'SUCCESS',
    totalPaise: 12_345,
    confirmedAt: at('2026-10-01T10:00:00Z'),
  });
  // 05:30 on 24 October in India: the first of the 30 days.
  await place({
    location: l2,
    status: 'REFUNDED',
    paymentStatus: 'REFUNDED',
    totalPaise: 20_000,
    refundedPaise: 20_000,
    confirmedAt: at('2026-10-24T00:00:00Z'),
  });
  // One second before that day began in India.
  await place({
    location: l2,
    status: 'DELIVERED',
    paymentStatus: 'SUCCESS',
    totalPaise: 100_000,
    confirmedAt: at('2026-10-23T18:29:59Z'),
  });
  return { l1, l2, o1, o2, o3 };
}

describe('GET /api/admin/dashboard', () => {
  it('answers zeros for an empty shop', async () => {
    const res = await get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalStock: 0,
      ordersReceived: 0,
      stockLeftPercent: 0,
      lowStockAlerts: 0,
      outOfStock: 0,
      ordersByLocation: [],
      lowStock: [],
    });
  });

  it('computes every figure from the data', async () => {
    const { l1, l2 } = await createShop();
    const dashboard = (await get('/api/admin/dashboard')).json();
    expect(dashboard).toMatchObject({
      totalStock: 142,
      ordersReceived: 6,
      stockLeftPercent: 77.6,
      lowStockAlerts: 2,
      outOfStock: 1,
      generatedAt: '2026-11-22T06:00:00.000Z',
    });

    expect(dashboard.revenueByDay).toHaveLength(30);
    expect(dashboard.revenueByDay[0]).toEqual({ date: '2026-10-24', revenue: 0 });
    expect(dashboard.revenueByDay.at(-1)).toEqual({ date: '2026-11-22', revenue: 750.5 });
    expect(dashboard.revenueByDay.at(-2)).toEqual({ date: '2026-11-21', revenue: 200 });
    expect(dashboard.revenueByDay.reduce((sum: number, d: { revenue: number }) => sum + d.revenue, 0)).toBe(950.5);
    expect(dashboard.ordersByDay[0]).toEqual({ date: '2026-10-24', orders: 1 });
    expect(dashboard.ordersByDay.at(-1)).toEqual({ date: '2026-11-22', orders: 2 });
    expect(dashboard.ordersByDay.at(-2)).toEqual({ date: '2026-11-21', orders: 1 });
    expect(dashboard.ordersByDay.reduce((sum: number, d: { orders: number }) => sum + d.orders, 0)).toBe(4);

    expect(dashboard.ordersByStatus).toEqual([
      { status: 'PAYMENT_PENDING', count: 1 },
      { status: 'CONFIRMED', count: 1 },
      { status: 'ACCEPTED', count: 1 },
      { status: 'PACKED', count: 1 },
      { status: 'DELIVERED', count: 2 },
      { status: 'CANCELLED', count: 0 },
      { status: 'EXPIRED', count: 1 },
      { status: 'REFUNDING', count: 0 },
      { status: 'REFUNDED', count: 1 },
    ]);
    expect(dashboard.ordersByLocation).toEqual([
      { locationId: l1.id, locationName: 'Kochi', orders: 3, revenue: 873.95 },
      { locationId: l2.id, locationName: 'Thiruvananthapuram', orders: 3, revenue: 1200 },
    ]);
    expect(
      dashboard.lowStock.map((r: { productName: string; locationName: string; stocksLeft: number }) => [
        r.productName,
        r.locationName,
        r.stocksLeft,
      ]),
    ).toEqual([
      ['Oud, "Royal" 50 ml', 'Thiruvananthapuram', 0],
      ['Oud, "Royal" 50 ml', 'Kochi', 10],
      ['Candle', 'Kochi', 14],
      ['Candle', 'Thiruvananthapuram', 15],
      ['Tea', 'Kochi', 100],
    ]);
    expect(dashboard.lowStock[0]).toMatchObject({ status: 'Out of Stock', allTimeStock: 5, showProductInLocation: true });
  });
});

describe('CSV exports', () => {
  it('exports the stock as an attachment with a header row and quoted names', async () => {
    const res = await get('/api/admin/export/stock.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="stock-2026-11-22.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFStock ID,Product ID,Product,Location ID,Location,Stock left,All-time stock,Received orders,Shown at location,Status',
    );
    // Six rows of products still sold, by airport then product, and the final line break.
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => /,(Kochi|Thiruvananthapuram),/.exec(line)?.[1])).toEqual([
      'Kochi',
      'Kochi',
      'Kochi',
      'Thiruvananthapuram',
      'Thiruvananthapuram',
      'Thiruvananthapuram',
    ]);
    expect(lines[2]).toMatch(/^\d+,\d+,"Oud, ""Royal"" 50 ml",\d+,Kochi,10,40,0,yes,Low Stock$/);
    expect(lines.find((line) => line.includes(',Tea,') && line.includes('Thiruvananthapuram'))).toMatch(/,3,3,0,no,Low Stock$/);
    expect(res.body).not.toContain('Old');
  });

  it('exports paid orders, newest first, quoting commas, quotes and line breaks and defusing formulas', async () => {
    const res = await get('/api/admin/export/orders.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-22.csv"');
    expect(
      res.body.startsWith(
        '\uFEFFOrder ID,Paid at (IST),Status,Payment status,Customer,Phone,Pickup location,Pickup at (IST),Items,Total (INR),Refunded (INR)\r\n',
      ),
    ).toBe(true);
    const [, first, second, third] = res.body.split(/\r\n(?=\d+,)/);
    expect(first).toMatch(
      /^\d+,2026-11-22 06:30,CONFIRMED,SUCCESS,"Nair, ""Anu""",919800000001,Kochi,2026-11-25 10:00,"2 × Oud, ""Royal"" 50 ml; 1 × Tea\nTin",500\.00,0\.00$/,
    );
    expect(second).toMatch(
      /^\d+,2026-11-22 00:30,DELIVERED,SUCCESS,"Nair, ""Anu""",919800000001,Kochi,2026-11-25 10:00,,250\.50,0\.00$/,
    );
    expect(third).toMatch(
      /^\d+,2026-11-21 23:30,ACCEPTED,PARTIALLY_REFUNDED,"'=HYPERLINK\(""http:\/\/x""\)",919800000002,Thiruvananthapuram,2026-11-25 10:00,,300\.00,100\.00$/,
    );
    // Six paid orders; the pending and expired ones are not sales.
    expect(res.body.match(/\r\n\d+,\d{4}-\d\d-\d\d \d\d:\d\d,/g)).toHaveLength(6);
    expect(res.body).not.toContain('PAYMENT_PENDING');
    expect(res.body).not.toContain('EXPIRED');
  });

  it.each([
    ['stock', exportStockCsv],
    ['orders', exportOrdersCsv],
  ])('writes the same %s export whatever number of rows it reads at a time', async (_name, exportCsv) => {
    const whole = await textOf(await exportCsv(t.db));
    expect(whole.split('\r\n').length).toBeGreaterThan(4);
    for (const batchRows of [1, 2, 5]) expect(await textOf(await exportCsv(t.db, batchRows))).toBe(whole);
  });

  /** Makes the database fail for the reads whose selected fields include `field`, then restores it. */
  function failingReadsOf(field: string) {
    const select = t.db.select.bind(t.db);
    return vi.spyOn(t.db, 'select').mockImplementation(((fields?: Parameters<typeof t.db.select>[0]) => {
      if (fields && field in fields) throw new Error('connection terminated');
      return fields ? select(fields) : select();
    }) as typeof t.db.select);
  }

  it('answers an error, not a file, when the database fails before the first row', async () => {
    const failing = failingReadsOf('ids');
    try {
      const res = await get('/api/admin/export/stock.csv');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: { code: 'INTERNAL', message: 'The shop is briefly unavailable. Please try again in a moment.' },
      });
    } finally {
      failing.mockRestore();
    }
  });

  it('cuts the file off when the database fails part-way, so a partial file never passes for a whole one', async () => {
    const failing = failingReadsOf('productName');
    try {
      await expect(get('/api/admin/export/stock.csv')).rejects.toThrow(/destroyed before completion/);
    } finally {
      failing.mockRestore();
    }
    expect((await get('/api/admin/export/stock.csv')).statusCode).toBe(200);
  });
});
