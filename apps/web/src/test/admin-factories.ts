import { stockStatusTextOf, type StockPage, type StockRow } from '@arrival/contracts/stock';
import type { Dashboard } from '@arrival/contracts/dashboard';

/** A stock row at Kochi, labelled from its count the way the server does. */
export function buildStockRow(overrides: Partial<StockRow> = {}): StockRow {
  const id = overrides.id ?? 1;
  const stocksLeft = overrides.stocksLeft ?? 40;
  return {
    id,
    productId: id,
    productName: `Product ${id}`,
    locationId: 1,
    locationName: 'Cochin International Airport (COK)',
    allTimeStock: 100,
    receivedOrders: 3,
    showProductInLocation: true,
    ...overrides,
    stocksLeft,
    status: stockStatusTextOf(stocksLeft),
  };
}

/** One server page of rows, with the totals of the whole list. */
export function buildStockPage(rows: StockRow[], { page = 0, size = 10, totalElements = rows.length } = {}): StockPage {
  return {
    content: rows,
    stocks: rows,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    pageable: { pageNumber: page, pageSize: size },
  };
}

const days = (count: number) =>
  Array.from({ length: count }, (_, index) => new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10));

export function buildDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    totalStock: 8_640,
    ordersReceived: 37,
    stockLeftPercent: 72.4,
    lowStockAlerts: 6,
    outOfStock: 2,
    revenueByDay: days(30).map((date, index) => ({ date, revenue: index * 100 })),
    ordersByDay: days(30).map((date, index) => ({ date, orders: index % 3 })),
    ordersByStatus: [
      { status: 'CONFIRMED', count: 4 },
      { status: 'DELIVERED', count: 30 },
    ],
    ordersByLocation: [
      { locationId: 1, locationName: 'Cochin International Airport (COK)', orders: 20, revenue: 50_000 },
      { locationId: 2, locationName: 'Trivandrum International Airport (TRV)', orders: 17, revenue: 41_000 },
    ],
    lowStock: [buildStockRow({ id: 9, productName: 'Rose Taif Attar 6 ml', stocksLeft: 3 })],
    generatedAt: '2026-11-30T06:00:00.000Z',
    ...overrides,
  };
}
