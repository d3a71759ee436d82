import { lazy, Suspense, useState } from 'react';
import type { SandboxCheckoutSession } from './sandbox-checkout-dialog';

/**
 * The sandbox's look-alike of Razorpay's window (a dialog: Radix's layers, focus trap and scroll lock)
 * loads with the first payment made in the sandbox, as Razorpay's own script does: a shop on Razorpay
 * never loads it, and the checkout shows without waiting for it. The payment awaits it before opening the
 * window, so a download that fails is reported as the payment not starting.
 */
export const loadSandboxCheckout = () => import('./sandbox-checkout-dialog');

const SandboxCheckoutDialog = lazy(() => loadSandboxCheckout().then((module) => ({ default: module.SandboxCheckoutDialog })));

/** The sandbox's window from the first payment on; kept mounted after it closes, so it closes as a dialog does. */
export function SandboxCheckout({ session }: { session: SandboxCheckoutSession | null }) {
  const [opened, setOpened] = useState(false);
  if (session !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SandboxCheckoutDialog session={session} />
    </Suspense>
  );
}
