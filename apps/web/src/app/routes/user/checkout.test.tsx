import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@arrival/contracts/user';
import { toIstParts } from '../../../lib/format/ist-clock';
import { renderApp } from '../../../test/render';
import { apiError, mockApi, type ApiCall } from '../../../test/mock-api';
import { airports, buildUser } from '../../../test/factories';
import { buildOrder, buildPayment, sandboxConfig } from '../../../test/checkout-factories';
import { buildCart, buildCartItem } from '../../../test/shop-factories';

const inThreeDays = new Date(Date.now() + 72 * 3_600_000);
inThreeDays.setUTCSeconds(0, 0);
const arrival = inThreeDays.toISOString();
const traveller = buildUser({ pickUpLocation: 1, arrivalDate: arrival });

const paid = {
  body: { razorpay_order_id: 'order_sandbox1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig', error: null },
};
const declined = {
  body: {
    razorpay_order_id: 'order_sandbox1',
    razorpay_payment_id: 'pay_2',
    razorpay_signature: null,
    error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed: the bank declined the card' },
  },
};

function checkout(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}, user: User = traveller) {
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: user },
    'GET /api/locations': { body: airports },
    'GET /api/config': { body: sandboxConfig },
    'GET /api/cart/CartDetails': { body: buildCart([buildCartItem({ quantity: 2 })]) },
    'GET /api/payment/create-payment': { body: buildPayment() },
    'POST /api/payment/sandbox/complete': paid,
    'POST /api/payment/verify/create-order': { body: { status: true, message: 'Payment successful', orderId: 42 } },
    'GET /api/orders/mine/42': { body: buildOrder() },
    ...overrides,
  });
  return { ...api, ...renderApp('/user/checkout', { token: 't' }) };
}

// The first find waits for the lazily loaded route as well as the cart.
const payButton = () => screen.findByRole('button', { name: 'Pay with Razorpay' }, { timeout: 5000 });
const sandboxDialog = () => screen.findByRole('dialog', { name: 'Sandbox payment — no real money' });
const callsTo = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

describe('Checkout (SPEC §2, §4 payment flow) in sandbox mode', () => {
  it('shows the pickup, the lines and the total including all taxes', async () => {
    checkout();
    expect(await payButton()).toBeEnabled();
    expect(screen.getByLabelText('Pickup airport')).toHaveValue('1');
    expect(screen.getByLabelText('Arrival date (IST)')).not.toHaveValue('');
    const lines = screen.getByRole('list', { name: 'Order lines' });
    expect(within(lines).getByText('Qty 2 × ₹2,499.00')).toBeInTheDocument();
    expect(screen.getByText('₹4,998.00', { selector: '.text-2xl' })).toBeInTheDocument();
    expect(screen.getByText('including all taxes')).toBeInTheDocument();
  });

  it('pays, verifies the payment with the order’s own figures, and opens the order’s confirmation', async () => {
    const { user, calls, history } = checkout();
    await user.click(await payButton());

    const dialog = await sandboxDialog();
    expect(screen.getByText(/Items held for you until \d\d:\d\d/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹4,998.00' }));

    await waitFor(() => expect(history.location.pathname).toBe('/user/orders/42/confirmed'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42 confirmed' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Payment successful')).toBeInTheDocument();
    // Back leaves the shop's flow rather than returning to a checkout with nothing left to pay.
    expect(history.action).toBe('REPLACE');
    expect(callsTo(calls, '/api/payment/verify/create-order')[0]?.body).toEqual({
      razorpayOrderId: 'order_sandbox1',
      razorpayPaymentId: 'pay_1',
      signature: 'sig',
      amount: 499800,
      currency: 'INR',
      userId: 7,
      locationId: 1,
      arrivalTime: arrival,
    });
  });

  it("says 'Payment cancelled' by Pay when the window is closed, until Pay is pressed again", async () => {
    const { user, calls } = checkout();
    await user.click(await payButton());
    await user.click(within(await sandboxDialog()).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Payment cancelled. Nothing was charged. You can pay again.');
    // A lasting message instead of a toast that repeats each time.
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await payButton()).toBeEnabled();
    // The hold stays for 15 minutes, so coming back to pay is still covered.
    expect(screen.getByText(/Items held for you until/)).toBeInTheDocument();
    expect(callsTo(calls, '/api/payment/verify/create-order')).toHaveLength(0);

    // The message stays while the traveller looks around, and goes when they try again.
    await user.click(await payButton());
    await sandboxDialog();
    expect(screen.getByRole('alert', { hidden: true })).toBeEmptyDOMElement();
  });

  it("says 'Payment failed' with the reason by Pay, and Pay works again", async () => {
    const { user, calls } = checkout({ 'POST /api/payment/sandbox/complete': declined });
    await user.click(await payButton());
    await user.click(within(await sandboxDialog()).getByRole('button', { name: 'Simulate failure' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed: the bank declined the card. Nothing was charged; try again or use another method.',
    );
    expect(await payButton()).toBeEnabled();
    expect(screen.queryByText(/Items held for you until/)).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/payment/verify/create-order')).toHaveLength(0);
  });

  it('says the payment is not confirmed, without claiming nothing was charged, when the server cannot verify it', async () => {
    const { user, history } = checkout({
      'POST /api/payment/verify/create-order': apiError(400, 'PAYMENT_FAILED', 'Payment could not be verified'),
    });
    await user.click(await payButton());
    await user.click(within(await sandboxDialog()).getByRole('button', { name: 'Pay ₹4,998.00' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment not confirmed: Payment could not be verified. If you were charged');
    expect(alert).not.toHaveTextContent('Nothing was charged');
    expect(await payButton()).toBeEnabled();
    expect(history.location.pathname).toBe('/user/checkout');
  });

  it('is busy while the payment is being created', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const { user } = checkout({ 'GET /api/payment/create-payment': () => new Promise((resolve) => (answer = resolve)) });
    await user.click(await payButton());
    expect(await payButton()).toBeDisabled();
    expect(await payButton()).toHaveAttribute('aria-busy', 'true');
    answer({ body: buildPayment() });
    expect(await sandboxDialog()).toBeInTheDocument();
  });

  it('shows the server’s reason when the payment cannot start, and fetches the cart again', async () => {
    const { user, calls } = checkout({
      'GET /api/payment/create-payment': apiError(409, 'OUT_OF_STOCK', 'Rose Attar 12 ml: Only 3 left at COK'),
    });
    await user.click(await payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment not started: Rose Attar 12 ml: Only 3 left at COK. Nothing was charged.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await payButton()).toBeEnabled();
    await waitFor(() => expect(callsTo(calls, '/api/cart/CartDetails')).toHaveLength(2));
  });

  it("falls back to 'Failed to initiate payment' when the server gives no reason", async () => {
    const { user } = checkout({ 'GET /api/payment/create-payment': { status: 502, body: 'Bad gateway' } });
    await user.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment not started: Failed to initiate payment. Nothing was charged.',
    );
  });

  it("shows 'Your cart is empty' with a way back to shopping", async () => {
    checkout({ 'GET /api/cart/CartDetails': { body: buildCart([]) } });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/user/shopping');
    expect(screen.queryByRole('button', { name: 'Pay with Razorpay' })).not.toBeInTheDocument();
  });

  it('will not pay for lines the airport cannot supply', async () => {
    checkout({
      'GET /api/cart/CartDetails': {
        body: buildCart([buildCartItem(), buildCartItem({ id: 12, available: false, problem: 'Only 3 left at COK' })]),
      },
    });
    expect(await payButton()).toBeDisabled();
    expect(screen.getByText('Only 3 left at COK')).toBeInTheDocument();
  });
});

describe('confirming the pickup at checkout', () => {
  it('blocks Pay when the saved arrival is now under 24 hours away', async () => {
    const soon = new Date(Date.now() + 10 * 3_600_000).toISOString();
    checkout({}, buildUser({ pickUpLocation: 1, arrivalDate: soon }));
    expect(await payButton()).toBeDisabled();
    expect(screen.getAllByText('Please select a time at least 24 hours from now').length).toBeGreaterThan(0);
  });

  it('saves a changed airport to the profile before Pay is offered again', async () => {
    const moved = { ...traveller, pickUpLocation: 2 };
    const { user, calls } = checkout({ 'PUT /api/user/update': { body: moved } });
    await payButton();

    await user.selectOptions(screen.getByLabelText('Pickup airport'), '2');
    expect(await payButton()).toBeDisabled();
    expect(screen.getAllByText('Save your new pickup before paying.').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Save pickup' }));
    await waitFor(async () => expect(await payButton()).toBeEnabled());
    expect(callsTo(calls, '/api/user/update')[0]?.body).toEqual({
      pickUpLocation: 2,
      arrivalDate: arrival,
      flightNumber: null,
      arrivalTerminal: null,
    });
    expect(localStorage.getItem('airport')).toBe('2');
    expect(screen.getByLabelText('Pickup airport')).toHaveValue('2');
  });

  it('refuses an arrival under 24 hours away without saving it', async () => {
    const { user, calls } = checkout();
    await payButton();
    const inThreeHours = toIstParts(new Date(Date.now() + 3 * 3_600_000));
    const dateInput = screen.getByLabelText('Arrival date (IST)');
    await user.clear(dateInput);
    await user.type(dateInput, inThreeHours.date);
    const timeInput = screen.getByLabelText('Arrival time (IST)');
    await user.clear(timeInput);
    await user.type(timeInput, inThreeHours.time);
    await user.click(screen.getByRole('button', { name: 'Save pickup' }));

    expect(await screen.findByText('Please select a time at least 24 hours from now')).toBeInTheDocument();
    expect(callsTo(calls, '/api/user/update')).toHaveLength(0);
  });
});
