import { describe, expect, it, vi } from 'vitest';
// Activates English, as the app does before anything is shown.
import '../../lib/i18n/i18n';
import { buildUser } from '../../test/factories';
import { buildPayment, sandboxConfig } from '../../test/checkout-factories';
import { buildCheckoutOptions } from './checkout-options';

describe('buildCheckoutOptions (reference §1.3)', () => {
  it('opens the server’s order for its exact amount, with the traveller prefilled', () => {
    const onSuccess = vi.fn();
    const onDismiss = vi.fn();
    const options = buildCheckoutOptions(
      { payment: buildPayment(), config: sandboxConfig, user: buildUser({ phone: '919876543210' }) },
      { onSuccess, onDismiss },
    );

    expect(options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 499800,
      currency: 'INR',
      order_id: 'order_sandbox1',
      name: 'Arrival Shop',
      description: 'Order #42',
      prefill: { name: 'Asha Menon', email: 'asha@example.com', contact: '+919876543210' },
      theme: { color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    });
    expect(options.handler).toBe(onSuccess);
    expect(options.modal.ondismiss).toBe(onDismiss);
  });

  it('leaves out a missing name or e-mail rather than sending null', () => {
    const { prefill } = buildCheckoutOptions(
      { payment: buildPayment(), config: sandboxConfig, user: buildUser({ name: null, email: null }) },
      { onSuccess: vi.fn(), onDismiss: vi.fn() },
    );
    expect(prefill).toEqual({ name: undefined, email: undefined, contact: '+919876543210' });
  });
});
