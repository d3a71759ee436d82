import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CART_EMPTY_MESSAGE, type CreatePaymentResponse } from '@arrival/contracts/payments';
import type { User } from '@arrival/contracts/user';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api-client';
import { CART_QUERY_KEY } from '../../lib/query-keys';
import { CREATE_PAYMENT_FAILED, publicConfigQueryOptions } from '../../lib/api/get-public-config';
import { useCreatePayment } from './api/create-payment';
import { useVerifyPayment, VERIFY_PAYMENT_FAILED } from './api/verify-payment';
import { sharedText } from '../../lib/i18n/shared-messages';
import { buildCheckoutOptions, type CheckoutFailure, type CheckoutSuccess } from './checkout-options';
import type { SavedPickup } from './checkout-rules';
import { cancelledPayment, declinedPayment, unstartedPayment, unverifiedPayment, type PaymentProblem } from './payment-problem';
import { loadSandboxCheckout } from './components/sandbox-checkout';
import type { SandboxCheckoutSession } from './components/sandbox-checkout-dialog';
import { openRazorpayCheckout } from './razorpay-checkout';

interface PayInput {
  user: User;
  pickup: SavedPickup;
  itemCount: number;
}

/**
 * The payment flow of SPEC §4: create the payment (which holds the stock), open Razorpay or the
 * sandbox look-alike, verify a success on the server, then open the order's confirmation. Every
 * ending (paid, failed, dismissed, or an error on the way) clears the busy flag; the ones that leave
 * the traveller here set a problem that stays by Pay until the next attempt.
 */
export function useCheckoutPayment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createPayment = useCreatePayment();
  const verifyPayment = useVerifyPayment();
  const [isBusy, setIsBusy] = useState(false);
  const [sandboxSession, setSandboxSession] = useState<SandboxCheckoutSession | null>(null);
  /** When the server lets go of the held stock; shown while a started payment is still open. */
  const [heldUntil, setHeldUntil] = useState<string | null>(null);
  /** The confirmed order, while its confirmation opens; the emptied cart must not read as "empty" meanwhile. */
  const [paidOrderId, setPaidOrderId] = useState<number | null>(null);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);

  const end = () => {
    setSandboxSession(null);
    setIsBusy(false);
  };

  const verify = async (response: CheckoutSuccess, payment: CreatePaymentResponse, { user, pickup }: PayInput) => {
    setSandboxSession(null);
    try {
      const { orderId } = await verifyPayment.mutateAsync({
        razorpayOrderId: response.razorpay_order_id,
        razorpayPaymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
        amount: payment.amount,
        currency: payment.currency,
        userId: user.id,
        locationId: pickup.locationId,
        arrivalTime: pickup.arrivalTime,
      });
      setHeldUntil(null);
      setPaidOrderId(orderId);
      // Replaced, so Back from the confirmation does not return to a checkout with nothing left to pay.
      void navigate(paths.user.orderConfirmation.href(orderId), { replace: true });
    } catch (error) {
      setProblem(unverifiedPayment(errorMessage(error, VERIFY_PAYMENT_FAILED)));
    } finally {
      end();
    }
  };

  const fail = (failure: CheckoutFailure) => {
    // A declined payment ends the hold on the server, so the stock is no longer kept.
    setHeldUntil(null);
    setProblem(declinedPayment(failure.description));
    end();
  };

  const dismiss = () => {
    setProblem(cancelledPayment());
    end();
  };

  const pay = async (input: PayInput) => {
    if (isBusy) return;
    setProblem(null);
    if (input.itemCount === 0) {
      setProblem(unstartedPayment(sharedText(CART_EMPTY_MESSAGE)));
      return;
    }
    setIsBusy(true);
    try {
      const [config, payment] = await Promise.all([
        queryClient.fetchQuery(publicConfigQueryOptions()),
        createPayment.mutateAsync(),
      ]);
      setHeldUntil(payment.holdExpiresAt);
      const options = buildCheckoutOptions(
        { payment, config, user: input.user },
        { onSuccess: (response) => void verify(response, payment, input), onDismiss: dismiss },
      );
      if (config.paymentProvider === 'sandbox') {
        await loadSandboxCheckout();
        setSandboxSession({ options, onFailure: fail });
      } else await openRazorpayCheckout(options, fail);
    } catch (error) {
      // A line that sold out meanwhile shows its problem once the cart is fetched again.
      if (error instanceof ApiError && error.code === 'OUT_OF_STOCK') {
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      }
      setProblem(unstartedPayment(errorMessage(error, CREATE_PAYMENT_FAILED)));
      end();
    }
  };

  return { pay, isBusy, sandboxSession, heldUntil, paidOrderId, problem };
}
