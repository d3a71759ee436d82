import { afterEach, describe, expect, it, vi } from 'vitest';
// Activates English, as the app does before anything is shown.
import '../../lib/i18n/i18n';
import { buildUser } from '../../test/factories';
import { buildPayment, sandboxConfig } from '../../test/checkout-factories';
import { buildCheckoutOptions } from './checkout-options';
import { loadRazorpayScript, openRazorpayCheckout, RAZORPAY_SCRIPT_URL } from './razorpay-checkout';

const scripts = () => document.head.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`);

afterEach(() => {
  scripts().forEach((script) => script.remove());
  delete window.Razorpay;
});

describe('Checkout.js loading', () => {
  it('adds the script once, however often Pay is pressed, and retries after a failed load', async () => {
    const first = loadRazorpayScript();
    const second = loadRazorpayScript();
    expect(scripts()).toHaveLength(1);

    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Could not reach Razorpay');
    await expect(second).rejects.toThrow('Could not reach Razorpay');
    expect(scripts()).toHaveLength(0);

    const retry = loadRazorpayScript();
    const Razorpay = vi.fn();
    window.Razorpay = Razorpay;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(Razorpay);
  });

  it('opens Razorpay with our options and reports a failed payment', async () => {
    const open = vi.fn();
    const on = vi.fn();
    const Razorpay = vi.fn(function Razorpay() {
      return { open, on };
    });
    window.Razorpay = Razorpay;
    const options = buildCheckoutOptions(
      { payment: buildPayment(), config: sandboxConfig, user: buildUser() },
      { onSuccess: vi.fn(), onDismiss: vi.fn() },
    );
    const onFailure = vi.fn();

    await openRazorpayCheckout(options, onFailure);

    expect(Razorpay).toHaveBeenCalledWith(options);
    expect(open).toHaveBeenCalledOnce();
    expect(on).toHaveBeenCalledWith('payment.failed', expect.any(Function));
    on.mock.calls[0]![1]({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } });
    expect(onFailure).toHaveBeenCalledWith({ code: 'BAD_REQUEST_ERROR', description: 'Card declined' });
  });
});
