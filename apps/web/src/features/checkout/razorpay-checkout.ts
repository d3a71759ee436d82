import { t } from '@lingui/core/macro';
import type { CheckoutFailure, CheckoutOptions } from './checkout-options';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: { error: CheckoutFailure }) => void) => void;
}

type RazorpayConstructor = new (options: CheckoutOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let scriptLoad: Promise<RazorpayConstructor> | null = null;

/** Adds Razorpay's Checkout.js once per page; a failed load is forgotten so the next Pay tries again. */
export function loadRazorpayScript(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  scriptLoad ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error(t`Razorpay did not load`)));
    script.onerror = () => {
      script.remove();
      reject(new Error(t`Could not reach Razorpay. Check your connection and try again.`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

/** Opens Razorpay's own payment window; its callbacks report the outcome. */
export async function openRazorpayCheckout(options: CheckoutOptions, onFailure: (failure: CheckoutFailure) => void) {
  const Razorpay = await loadRazorpayScript();
  const checkout = new Razorpay(options);
  checkout.on('payment.failed', (response) => onFailure(response.error));
  checkout.open();
}
