import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithQuery } from '../../../test/render';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../lib/i18n/i18n';
import { apiError, mockApi } from '../../../test/mock-api';
import { buildUser } from '../../../test/factories';
import { buildPayment, sandboxConfig } from '../../../test/checkout-factories';
import { buildCheckoutOptions } from '../checkout-options';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

const COMPLETE = 'POST /api/payment/sandbox/complete';

function openDialog() {
  sessionStorage.setItem('token', 't');
  const onSuccess = vi.fn();
  const onDismiss = vi.fn();
  const onFailure = vi.fn();
  const options = buildCheckoutOptions(
    { payment: buildPayment({ amount: 249950 }), config: sandboxConfig, user: buildUser() },
    { onSuccess, onDismiss },
  );
  const rendered = renderWithQuery(
    <I18nProvider i18n={i18n}>
      <SandboxCheckoutDialog session={{ options, onFailure }} />
    </I18nProvider>,
  );
  return { ...rendered, onSuccess, onDismiss, onFailure };
}

describe('the sandbox checkout dialog', () => {
  it('is clearly a sandbox and shows the merchant, the INR amount and the order id', () => {
    mockApi({});
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sandbox payment — no real money' });
    expect(dialog).toHaveTextContent('Arrival Shop');
    expect(dialog).toHaveTextContent('₹2,499.50');
    expect(dialog).toHaveTextContent('order_sandbox1');
  });

  it('hands a successful payment’s signed fields to the success handler', async () => {
    const { calls } = mockApi({
      [COMPLETE]: {
        body: { razorpay_order_id: 'order_sandbox1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig', error: null },
      },
    });
    const { user, onSuccess, onFailure, onDismiss } = openDialog();

    await user.click(screen.getByRole('button', { name: 'Pay ₹2,499.50' }));

    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        razorpay_order_id: 'order_sandbox1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig',
      }),
    );
    expect(calls.at(-1)?.body).toEqual({ razorpayOrderId: 'order_sandbox1', outcome: 'success' });
    expect(onFailure).not.toHaveBeenCalled();
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('reports a declined payment, with its reason, to the failure handler', async () => {
    const { calls } = mockApi({
      [COMPLETE]: {
        body: {
          razorpay_order_id: 'order_sandbox1',
          razorpay_payment_id: 'pay_2',
          razorpay_signature: null,
          error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed: the bank declined the card' },
        },
      },
    });
    const { user, onSuccess, onFailure } = openDialog();

    await user.click(screen.getByRole('button', { name: 'Simulate failure' }));

    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith({
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed: the bank declined the card',
      }),
    );
    expect(calls.at(-1)?.body).toEqual({ razorpayOrderId: 'order_sandbox1', outcome: 'failure' });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('reports a sandbox that cannot complete the payment as a failure', async () => {
    mockApi({ [COMPLETE]: apiError(400, 'VALIDATION_FAILED', 'This order is already paid') });
    const { user, onFailure } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Pay ₹2,499.50' }));
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ description: 'This order is already paid' })),
    );
  });

  it.each([
    ['Cancel', (user: ReturnType<typeof openDialog>['user']) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    [
      'the close button',
      (user: ReturnType<typeof openDialog>['user']) => user.click(screen.getByRole('button', { name: 'Close dialog' })),
    ],
    ['Escape', (user: ReturnType<typeof openDialog>['user']) => user.keyboard('{Escape}')],
  ])('counts %s as a dismissal, without calling the sandbox', async (_name, close) => {
    const { fetchMock } = mockApi({});
    const { user, onDismiss, onSuccess, onFailure } = openDialog();
    await close(user);
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cannot be closed or pressed twice while the outcome is on its way', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    mockApi({ [COMPLETE]: () => new Promise((resolve) => (answer = resolve)) });
    const { user, onDismiss, onSuccess } = openDialog();

    await user.click(screen.getByRole('button', { name: 'Pay ₹2,499.50' }));
    expect(screen.getByRole('button', { name: 'Pay ₹2,499.50' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simulate failure' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onDismiss).not.toHaveBeenCalled();

    answer({ body: { razorpay_order_id: 'order_sandbox1', razorpay_payment_id: 'pay_3', razorpay_signature: 's', error: null } });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });
});
