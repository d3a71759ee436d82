import { Link } from 'react-router';
import { CircleCheck, FlaskConical, ShieldCheck, ShoppingCart, Timer } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CartResponse } from '@arrival/contracts/cart';
import type { User } from '@arrival/contracts/user';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StickySummaryBar, summaryBarCardClassName } from '../../../components/ui/sticky-summary-bar';
import { ReferenceAmount } from '../../../components/product/reference-amount';
import { useCartDetails } from '../../../lib/api/get-cart-details';
import { formatInr } from '../../../lib/format/money';
import { cachedFormatter } from '../../../lib/format/intl-cache';
import { usePublicConfig } from '../../../lib/api/get-public-config';
import { OrderLine } from '../../../features/orders/components/order-line';
import { payBlocker, readSavedPickup } from '../../../features/checkout/checkout-rules';
import { useCheckoutPayment } from '../../../features/checkout/use-checkout-payment';
import { CustomsAllowanceNotice } from '../../../features/cart/components/customs-allowance-notice';
import { CheckoutPickup, usePickupForm } from '../../../features/arrival/components/checkout-pickup';
import { PayButton } from '../../../features/checkout/components/pay-button';
import { PaymentProblemAlert } from '../../../features/checkout/components/payment-problem-alert';
import { SandboxCheckout } from '../../../features/checkout/components/sandbox-checkout';
import { useAuth, useCurrentUser } from '../../providers/auth-provider';

/** The hold's end as a 24-hour clock time on the device, in the language on screen: "14:05". */
const clockTime = cachedFormatter(
  (locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

function OrderLines({ cart }: { cart: CartResponse }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Order lines`} className="flex flex-col divide-y">
      {cart.cart.map((line) => (
        <OrderLine
          key={line.id}
          name={line.productResponseDTO.name}
          imageUrl={line.productResponseDTO.images[0]?.imageUrl}
          quantity={line.quantity}
          price={line.productResponseDTO.price}
          note={line.problem}
        />
      ))}
    </ul>
  );
}

function CheckoutSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading checkout`} className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-6">
        <Skeleton className="h-64" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

interface CheckoutScreenProps {
  user: User;
  /** Puts the profile the server answered in place after the pickup was changed. */
  onUserUpdated: (user: User) => void;
}

/** SPEC §2 Checkout: confirm the pickup, review the lines and total, pay. */
function CheckoutScreen({ user, onUserUpdated }: CheckoutScreenProps) {
  const cart = useCartDetails();
  const config = usePublicConfig();
  const pickupForm = usePickupForm(user, onUserUpdated);
  const payment = useCheckoutPayment();
  const { t } = useLingui();

  if (payment.paidOrderId !== null) {
    const orderId = payment.paidOrderId;
    return (
      <EmptyState
        icon={CircleCheck}
        title={t`Order #${orderId} confirmed`}
        action={
          <Button asChild>
            <Link to={paths.user.orderHistory}>
              <Trans>Go to My Orders</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>Opening My Orders, where your pickup code is waiting.</Trans>
      </EmptyState>
    );
  }
  if (cart.isPending) return <CheckoutSkeleton />;
  if (cart.isError) {
    const reason = cart.error.message;
    return <ErrorState title={t`Error Loading Cart Details: ${reason}`} onRetry={() => void cart.refetch()} />;
  }
  if (cart.data.cart.length === 0) {
    return (
      <EmptyState
        icon={ShoppingCart}
        title={t`Your cart is empty`}
        action={
          <Button asChild>
            <Link to={paths.user.shopping}>
              <Trans>Continue shopping</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>Add perfumes, chocolates or home essentials, then come back here to pay.</Trans>
      </EmptyState>
    );
  }

  const { pickup, problem } = readSavedPickup(user, new Date());
  const blocker = payBlocker({ cart: cart.data, pickupProblem: problem, hasUnsavedPickup: pickupForm.form.formState.isDirty });
  const { amount, itemCount } = cart.data;
  const isSandbox = config.data?.paymentProvider === 'sandbox';
  const heldUntil = payment.heldUntil ? clockTime().format(new Date(payment.heldUntil)) : null;

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Pickup</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Confirm the airport and the time you land. We pack your order for that counter.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <CheckoutPickup {...pickupForm} savedProblem={problem} disabled={payment.isBusy} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Order summary</Trans>
              </CardTitle>
              <CardDescription>
                <Plural value={itemCount} one="# item" other="# items" />
              </CardDescription>
            </CardHeader>
            <CardContent>
              <OrderLines cart={cart.data} />
            </CardContent>
          </Card>
          {/* Beside the lines, not in the payment bar: on a phone that bar must stay small. */}
          <CustomsAllowanceNotice allowance={cart.data.customsAllowance} />
        </div>

        <StickySummaryBar>
          <Card className={summaryBarCardClassName}>
            <CardHeader className="max-lg:sr-only">
              <CardTitle>
                <Trans>Payment</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-5 max-lg:gap-2.5 max-lg:py-0">
              <div className="flex items-start justify-between gap-3">
                <div className="flex shrink-0 flex-col">
                  <span className="font-medium">
                    <Trans>Total</Trans>
                  </span>
                  <span className="text-sm whitespace-nowrap text-muted-foreground max-lg:text-xs">
                    <Trans>including all taxes</Trans>
                  </span>
                </div>
                <div className="flex flex-col items-end">
                  <span className="text-2xl font-bold tabular-nums">{formatInr(amount.amountInINR)}</span>
                  <ReferenceAmount amount={amount} className="text-right text-xs" />
                </div>
              </div>

              {heldUntil && (
                <p className="flex items-center gap-2 rounded-xl bg-primary-soft px-3 py-2 text-sm text-primary max-lg:py-1.5 max-lg:text-xs">
                  <Timer aria-hidden className="size-4 shrink-0" />
                  <Trans>Items held for you until {heldUntil}</Trans>
                </p>
              )}

              <div className="flex flex-col gap-2">
                <PayButton
                  isBusy={payment.isBusy}
                  disabled={blocker !== null}
                  describedBy={blocker ? 'pay-blocker' : undefined}
                  onClick={() => pickup && void payment.pay({ user, pickup, itemCount })}
                />
                {blocker && (
                  <p id="pay-blocker" className="text-sm text-muted-foreground max-lg:text-xs">
                    {blocker}
                  </p>
                )}
                <PaymentProblemAlert problem={payment.problem} />
              </div>

              {/* The payment window says as much on a phone, where the bar has no room for it. */}
              <p className="flex items-start gap-2 text-xs text-muted-foreground max-lg:hidden">
                {isSandbox ? (
                  <>
                    <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
                    <Trans>Sandbox mode: a test checkout opens and no real money is charged.</Trans>
                  </>
                ) : (
                  <>
                    <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    <Trans>Paid in INR through Razorpay. Your card details never reach us.</Trans>
                  </>
                )}
              </p>
            </CardContent>
          </Card>
        </StickySummaryBar>
      </div>
      <SandboxCheckout session={payment.sandboxSession} />
    </>
  );
}

export function CheckoutRoute() {
  const user = useCurrentUser();
  const { replaceUser } = useAuth();
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Checkout`} description={t`Confirm your pickup and pay in INR.`} />
      <CheckoutScreen user={user} onUserUpdated={replaceUser} />
    </>
  );
}
