import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { apiError, mockApi } from '../../../test/mock-api';
import { airports, buildUser } from '../../../test/factories';
import { buildOrder, buildOrderItem } from '../../../test/checkout-factories';

// The first find of a test also waits for the lazily loaded route, which is slow on a busy machine.
const ROUTE_LOAD = { timeout: 5000 };

const signedIn = {
  'GET /api/user/getUserDetails': { body: buildUser({ pickUpLocation: 1, arrivalDate: '2099-01-01T10:00:00.000Z' }) },
  'GET /api/locations': { body: airports },
};

const twoProducts = buildOrder({
  amount: 5000,
  quantity: 3,
  items: [
    buildOrderItem({ name: 'Oud Royal 50 ml', quantity: 1, price: 2500, imageUrl: '/uploads/oud.jpg' }),
    buildOrderItem({ id: 102, productId: 12, name: 'Chocolate box', quantity: 2, price: 1250, imageUrl: null }),
  ],
});

const detail = (label: string) =>
  within(screen.getByRole('main')).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Order confirmation', () => {
  it('shows every line, the total, the pickup code with its QR, the counter and the arrival', async () => {
    mockApi({ ...signedIn, 'GET /api/orders/mine/42': { body: twoProducts } });
    renderApp('/user/orders/42/confirmed', { token: 't' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42 confirmed' }, ROUTE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Payment successful')).toBeInTheDocument();

    const lines = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Oud Royal 50 ml');
    expect(lines[0]).toHaveTextContent('Qty 1 × ₹2,500.00');
    expect(lines[1]).toHaveTextContent('Chocolate box');
    expect(lines[1]).toHaveTextContent('Qty 2 × ₹1,250.00₹2,500.00');
    expect(screen.getByText('Total paid').nextElementSibling).toHaveTextContent('₹5,000.00');

    expect(screen.getByText('482913')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Pickup code QR' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(detail('Pickup counter')).toHaveTextContent('Cochin International Airport (COK)Arrivals hall, after customs');
    expect(detail('Arrival')).toHaveTextContent('Sun 2 Jun, 14:30 IST');
  });

  it('offers the pickup as a calendar file, Track Order and Continue shopping', async () => {
    mockApi({ ...signedIn, 'GET /api/orders/mine/42': { body: twoProducts } });
    renderApp('/user/orders/42/confirmed', { token: 't' });

    const calendar = await screen.findByRole('link', { name: 'Add to calendar' }, ROUTE_LOAD);
    expect(calendar).toHaveAttribute('download', 'arrival-shop-order-42.ics');
    const href = calendar.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20300602T090000Z');
    expect(ics.replace(/\r\n /g, '')).toContain('Pickup code: 482913');

    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order/42');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/user/shopping');
  });

  it('does not claim success for an order whose payment did not go through', async () => {
    mockApi({
      ...signedIn,
      'GET /api/orders/mine/42': { body: buildOrder({ paymentStatus: 'FAILED', orderStatus: 'EXPIRED', deliveryOtp: null }) },
    });
    renderApp('/user/orders/42/confirmed', { token: 't' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42 not confirmed' }, ROUTE_LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pickup code QR' })).not.toBeInTheDocument();
  });

  it('says when the order is not the traveller’s, with a way to My Orders', async () => {
    mockApi({ ...signedIn, 'GET /api/orders/mine/42': apiError(404, 'NOT_FOUND', 'Order not found') });
    renderApp('/user/orders/42/confirmed', { token: 't' });

    expect(await screen.findByRole('heading', { name: 'Order not found' }, ROUTE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/user/order-history');
  });
});
