import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { buildDashboard, buildStockPage, buildStockRow } from '../../../test/admin-factories';
import { airports, buildUser } from '../../../test/factories';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

afterEach(() => toast.dismiss());

const rows = Array.from({ length: 10 }, (_, index) =>
  buildStockRow({ id: index + 1, productName: `Item ${index + 1}`, stocksLeft: index }),
);
const stockPath = (page: number, size: number) => `GET /api/location-stock/orderByStockLeft?page=${page}&size=${size}`;

function dashboard(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ role: 'ADMIN', name: 'Demo Admin' }) },
    'GET /api/locations': { body: airports },
    'GET /api/admin/dashboard': { body: buildDashboard() },
    'GET /api/admin/audit?page=0&size=8': {
      body: {
        content: [
          {
            id: 5,
            actor: { userId: 1, phone: '910000000001', name: 'Demo Admin' },
            action: 'stock.update',
            entity: 'location_stock',
            entityId: '12',
            before: { stocksLeft: 3, showProductInLocation: true },
            after: { stocksLeft: 40, showProductInLocation: true },
            at: new Date().toISOString(),
          },
        ],
        totalPages: 1,
        totalElements: 1,
        pageable: { pageNumber: 0, pageSize: 8 },
      },
    },
    [stockPath(0, 10)]: { body: buildStockPage(rows, { totalElements: 42 }) },
    'GET /api/admin/refunds': { body: { pending: 0, failed: 0, refunds: [] } },
    ...routes,
  });
  return { ...renderApp('/admin-dashboard', { token: 'admin-token' }), ...api };
}

const figure = (name: string) => screen.findByRole('group', { name });
const stockTable = () => screen.findByRole('table', { name: 'Stock Tracking per Product Per Location' });

describe('admin dashboard (SPEC §2 stock overview)', () => {
  it('shows the figures the server computed, not placeholders', async () => {
    dashboard();
    expect(await figure('Total stock')).toHaveTextContent('8,640');
    expect(await figure('Orders received')).toHaveTextContent('37');
    expect(await figure('Stock left')).toHaveTextContent('72.4%');
    expect(await figure('Low stock alerts')).toHaveTextContent('6');
    expect(await figure('Low stock alerts')).toHaveTextContent('2 out of stock');
    expect(screen.getByRole('link', { name: 'Go to Analytics' })).toHaveAttribute('href', '/stock-analytics');
  });

  it('describes each chart in words', async () => {
    dashboard();
    expect(await screen.findByText('Orders by airport: COK 20, TRV 17.')).toBeInTheDocument();
    expect(screen.getByText('Orders by status: Confirmed 4, Delivered 30.')).toBeInTheDocument();
    expect(screen.getByText('Revenue over the last 30 days: ₹43,500.00 in total.')).toBeInTheDocument();
  });

  it("puts each chart's drawing in place of its placeholder once the charts' code is in", async () => {
    dashboard();
    await screen.findByText('Orders by airport: COK 20, TRV 17.');
    const figures = () => [...document.querySelectorAll('figure')];
    expect(figures()).toHaveLength(4);
    await waitFor(() => expect(document.querySelectorAll('[data-chart-placeholder]')).toHaveLength(0));
    for (const figure of figures()) expect(figure.firstElementChild).toHaveClass('recharts-wrapper');
  });

  it('opens the restock dialog from the low-stock list', async () => {
    const { user } = dashboard();
    const lowStock = await screen.findByRole('list', { name: 'Low stock' });
    await user.click(within(lowStock).getByRole('button', { name: /^Restock Rose Taif Attar 6 ml at/ }));
    const dialog = screen.getByRole('dialog', { name: 'Restock' });
    expect(within(dialog).getByText(/Rose Taif Attar 6 ml at Cochin/)).toBeInTheDocument();
    expect(within(dialog).getByText('3 left now')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Add units' })).toHaveValue(null);
  });

  it('lists the latest changes with who made them', async () => {
    dashboard();
    const changes = await screen.findByRole('list', { name: 'Latest changes' });
    expect(within(changes).getByText('Stock changed')).toBeInTheDocument();
    // The line reads as one; the id and the person's name sit in elements of their own, marked as data.
    const line = within(changes).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'location stock #12: 3 → 40 left · by Demo Admin',
    );
    expect(within(line).getByText('Demo Admin')).toHaveAttribute('lang', 'en');
  });

  it('says what failed when the figures cannot load', async () => {
    dashboard({ 'GET /api/admin/dashboard': apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.') });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on our side. Please try again.' }),
    ).toBeInTheDocument();
  });
});

describe('stock tracking table on the dashboard', () => {
  it('asks the server for the page and page size shown', async () => {
    const { user, calls } = dashboard({ [stockPath(0, 20)]: { body: buildStockPage(rows, { size: 20, totalElements: 42 }) } });
    const table = await stockTable();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('page=0&size=20'))).toBe(true));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it("sorts 'Stock Left' highest first across every page", async () => {
    const highest = [buildStockRow({ id: 42, productName: 'Most stocked', stocksLeft: 99 })];
    const { user } = dashboard({
      [stockPath(0, 1)]: { body: buildStockPage(rows.slice(0, 1), { size: 1, totalElements: 42 }) },
      [stockPath(3, 10)]: { body: buildStockPage(rows, { page: 3, totalElements: 42 }) },
      [stockPath(4, 10)]: { body: buildStockPage(highest, { page: 4, totalElements: 42 }) },
    });
    await user.click(within(await stockTable()).getByRole('button', { name: 'Stock Left' }));
    const firstRow = async () => within(await stockTable()).getAllByRole('row')[1]!;
    await waitFor(async () => expect(await firstRow()).toHaveTextContent('Most stocked'));
  });

  it('downloads the CSV exports', async () => {
    const createObjectURL = vi.fn(() => 'blob:stock');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = dashboard({ 'GET /api/admin/export/stock.csv': { body: 'id,product\n1,Oud' } });
    await user.click(await screen.findByRole('button', { name: 'Export stock' }));
    expect(await screen.findByText('Downloaded stock.csv')).toBeInTheDocument();
    expect(click).toHaveBeenCalledOnce();
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('says an export failed when the file breaks off part-way', async () => {
    const brokenOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('Stock ID,Product\r\n1,Oud\r\n'));
        controller.error(new TypeError('network error'));
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = dashboard({ 'GET /api/admin/export/stock.csv': { body: brokenOff } });
    await user.click(await screen.findByRole('button', { name: 'Export stock' }));
    expect(await screen.findByText('Failed to export stock')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('says why an export failed', async () => {
    const { user } = dashboard({ 'GET /api/admin/export/orders.csv': apiError(403, 'FORBIDDEN', 'Admins only') });
    await user.click(await screen.findByRole('button', { name: 'Export orders' }));
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
  });

  it('says when every refund is processed', async () => {
    dashboard();
    expect(await screen.findByText('Every refund has been processed.')).toBeInTheDocument();
    expect(screen.getByText('0 being retried · 0 failed')).toBeInTheDocument();
  });

  it('lists refunds the provider has not processed and retries a failed one after confirming', async () => {
    const failed = {
      id: 7,
      orderId: 1042,
      amount: 2499,
      status: 'FAILED',
      reason: 'Item unavailable',
      attempts: 1,
      lastError: 'The payment is too old to refund',
      nextAttemptAt: null,
      providerRefundId: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    const pending = {
      ...failed,
      id: 8,
      orderId: 1043,
      status: 'REQUESTED',
      attempts: 3,
      lastError: 'Razorpay could not be reached',
    };
    const { user, calls } = dashboard({
      'GET /api/admin/refunds': { body: { pending: 1, failed: 1, refunds: [failed, pending] } },
      'POST /api/admin/refunds/7/retry': {
        body: { ...failed, status: 'PROCESSED', lastError: null, providerRefundId: 'rfnd_1' },
      },
    });
    const list = await screen.findByRole('list', { name: 'Refunds not yet processed' });
    expect(screen.getByText('1 being retried · 1 failed')).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Order #1042 · ₹2,499.00');
    expect(first).toHaveTextContent('Provider said: The payment is too old to refund');
    expect(second).toHaveTextContent('Waiting for the provider');
    // Only a failed refund offers a retry; pending ones are retried by the server.
    expect(within(second!).queryByRole('button')).toBeNull();

    await user.click(within(first!).getByRole('button', { name: 'Retry the refund of ₹2,499.00 for order #1042' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry the refund for order #1042' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText('Refund of ₹2,499.00 for order #1042 processed')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/refunds/7/retry')).toHaveLength(1);
  });
});
