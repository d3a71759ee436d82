import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

const longDescription =
  'Hand-rolled Alphonso mango truffles in 70% dark chocolate, made in small batches in Kochi each morning before dawn.';

describe('My Orders (SPEC §2 Order history)', () => {
  it('shows each current order with its pickup code, real quantity, total and a Track Order link', async () => {
    const order = buildOrder({
      paymentStatus: 'PARTIALLY_REFUNDED',
      quantity: 3,
      amount: 3750,
      items: [
        buildOrderItem({ productId: 11, quantity: 2, description: longDescription, name: 'Mango truffles' }),
        buildOrderItem({ id: 102, productId: 12, quantity: 1 }),
      ],
    });
    mockApi({ ...signedIn, 'GET /api/orders/history?type=current': { body: [order] } });
    const { user, history } = renderApp('/user/order-history', { token: 't' });

    const card = await screen.findByRole('article', { name: 'Order #42' }, ROUTE_LOAD);
    const field = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    // Every line by name and quantity, so two products never read as three of the first.
    const lines = within(card).getByRole('list', { name: 'Items in order #42' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Mango truffles×2', 'Rose Attar 12 ml×1']);
    expect(within(card).getByText(`${longDescription.slice(0, 80)}…`)).toBeInTheDocument();
    expect(field('Payment')).toBe('PARTIALLY REFUNDED');
    expect(field('Estimated pickup')).toBe('2 June 2030 at 2:30 pm IST');
    expect(field('Quantity')).toBe('3');
    expect(field('Total paid')).toBe('₹3,750.00');
    expect(within(card).getByText('482913')).toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Track Order #42' }));
    await waitFor(() => expect(history.location.pathname).toBe('/track-order/42'));
    expect(history.location.state).toEqual({ order });
  });

  it("says 'N/A' when the first item has no description", async () => {
    mockApi({
      ...signedIn,
      'GET /api/orders/history?type=current': { body: [buildOrder({ items: [buildOrderItem({ description: '' })] })] },
    });
    renderApp('/user/order-history', { token: 't' });
    const card = await screen.findByRole('article', { name: 'Order #42' }, ROUTE_LOAD);
    expect(within(card).getByText('N/A')).toBeInTheDocument();
  });

  it('has empty texts for both tabs, and previous orders show no pickup code', async () => {
    mockApi({
      ...signedIn,
      'GET /api/orders/history?type=current': { body: [] },
      'GET /api/orders/history?type=previous': { body: [buildOrder({ id: 7, orderStatus: 'DELIVERED' })] },
    });
    const { user } = renderApp('/user/order-history', { token: 't' });

    expect(await screen.findByText('No ongoing orders.', {}, ROUTE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Previous' }));
    const card = await screen.findByRole('article', { name: 'Order #7' });
    expect(within(card).queryByText('482913')).not.toBeInTheDocument();
    expect(within(card).getByText('DELIVERED')).toBeInTheDocument();
  });

  it("says 'No order history.' when there are no previous orders", async () => {
    mockApi({
      ...signedIn,
      'GET /api/orders/history?type=current': { body: [] },
      'GET /api/orders/history?type=previous': { body: [] },
    });
    const { user } = renderApp('/user/order-history', { token: 't' });
    await user.click(await screen.findByRole('tab', { name: 'Previous' }, ROUTE_LOAD));
    expect(await screen.findByText('No order history.')).toBeInTheDocument();
  });

  it('shows skeletons while loading, and the error with a retry when the list fails', async () => {
    let attempts = 0;
    mockApi({
      ...signedIn,
      'GET /api/orders/history?type=current': () => {
        attempts += 1;
        return attempts <= 2 ? apiError(503, 'INTERNAL', 'Failed to fetch order history') : { body: [] };
      },
    });
    const { user } = renderApp('/user/order-history', { token: 't' });

    expect(await screen.findByRole('status', { name: 'Loading orders' }, ROUTE_LOAD)).toBeInTheDocument();
    // SPEC §9: orders are retried once before the error shows.
    expect(await screen.findByRole('heading', { name: 'Failed to fetch order history' }, { timeout: 3000 })).toBeInTheDocument();
    expect(attempts).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No ongoing orders.')).toBeInTheDocument();
  });
});
