import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
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

const detail = (label: string) =>
  within(screen.getByRole('main')).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Track Order (SPEC §2)', () => {
  it("says 'No order selected.' without an order id or navigation state", async () => {
    mockApi(signedIn);
    renderApp('/track-order', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'No order selected.' }, ROUTE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/user/order-history');
  });

  it('loads the order by id, so a reload keeps it', async () => {
    mockApi({ ...signedIn, 'GET /api/orders/mine/42': { body: buildOrder() } });
    renderApp('/track-order/42', { token: 't' });

    expect(await screen.findByText('#42', { selector: 'dd' }, ROUTE_LOAD)).toBeInTheDocument();
    expect(detail('Pickup location')).toHaveTextContent('Cochin International Airport (COK)');
    expect(detail('Total')).toHaveTextContent('₹2,500.00 INR');
    expect(detail('Arrival')).toHaveTextContent('2 June 2030 at 2:30 pm IST');
    const payment = within(detail('Payment status')).getByText('SUCCESS');
    expect(payment).toHaveClass('text-success');

    const progress = screen.getByRole('list', { name: 'Order progress' });
    expect(within(progress).getByText('Confirmed').closest('li')).toHaveAttribute('aria-current', 'step');

    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByText('Rose Attar 12 ml')).toBeInTheDocument();
    expect(within(items).getByText('Qty 2 × ₹1,250.00')).toBeInTheDocument();

    expect(screen.getByText('482913')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'Pickup code QR' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows a failed payment in red', async () => {
    mockApi({ ...signedIn, 'GET /api/orders/mine/42': { body: buildOrder({ paymentStatus: 'FAILED', deliveryOtp: null }) } });
    renderApp('/track-order/42', { token: 't' });
    expect(await screen.findByText('FAILED', {}, ROUTE_LOAD)).toHaveClass('text-destructive');
    expect(screen.queryByRole('img', { name: 'Pickup code QR' })).not.toBeInTheDocument();
  });

  it('says under a line staff could not supply how much of it was refunded', async () => {
    const items = [
      buildOrderItem(),
      buildOrderItem({ id: 102, name: 'Dark Chocolate 70 %', price: 400, quantity: 1, unavailable: true, refundedAmount: 400 }),
    ];
    mockApi({ ...signedIn, 'GET /api/orders/mine/42': { body: buildOrder({ items, amount: 2900, refundedAmount: 400 }) } });
    renderApp('/track-order/42', { token: 't' });

    const list = await screen.findByRole('list', { name: 'Items' }, ROUTE_LOAD);
    const [supplied, unavailable] = within(list).getAllByRole('listitem');
    expect(supplied).toHaveTextContent('Rose Attar 12 ml');
    expect(supplied).not.toHaveTextContent('Unavailable');
    expect(unavailable).toHaveTextContent('Dark Chocolate 70 %');
    expect(unavailable).toHaveTextContent('Unavailable · ₹400.00 refunded');
  });

  it('shows the order handed over by My Orders at once, then the fresh copy', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    // The fresh copy is asked for once the screen has drawn: on a busy machine that can come after the
    // first checks below, so the answer waits for the request.
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    mockApi({
      ...signedIn,
      'GET /api/orders/mine/42': () => {
        asked();
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const { history } = renderApp('/track-order', { token: 't' });
    await act(async () => history.push('/track-order', { order: buildOrder() }));

    expect(await screen.findByText('#42', { selector: 'dd' }, ROUTE_LOAD)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Order progress' }))
        .getByText('Confirmed')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    await requested;
    answer({ body: buildOrder({ orderStatus: 'PACKED' }) });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Order progress' }))
          .getByText('Packed')
          .closest('li'),
      ).toHaveAttribute('aria-current', 'step'),
    );
  });

  it('tells the traveller when the order is not theirs or does not exist', async () => {
    mockApi({ ...signedIn, 'GET /api/orders/mine/9': apiError(404, 'NOT_FOUND', 'Order not found') });
    renderApp('/track-order/9', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Order not found' }, ROUTE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toBeInTheDocument();
  });
});
