import { CreditCard } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { CartResponse } from '@arrival/contracts/cart';
import { paths } from '../../../config/paths';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { ReferenceAmount } from '../../../components/product/reference-amount';
import { formatInr } from '../../../lib/format/money';
import { itemCountText } from '../item-count';

/**
 * The total of what can be bought now, and the way to pay for it. Below the large breakpoint it is a
 * compact bar the page keeps at the bottom of the screen, so Proceed to Pay is always in reach.
 */
export function CartSummary({ cart }: { cart: CartResponse }) {
  const isEmpty = cart.cart.length === 0;
  const items = itemCountText(cart.itemCount);
  return (
    <Card className="max-lg:gap-0 max-lg:rounded-none max-lg:border-x-0 max-lg:border-b-0 max-lg:py-3 max-lg:shadow-[0_-4px_16px_rgb(0_0_0/0.08)]">
      <CardHeader className="max-lg:sr-only">
        <CardTitle>
          <Trans>Order total</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 max-lg:gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-muted-foreground">
            <Trans>Total ({items})</Trans>
          </span>
          <span className="text-2xl font-bold tabular-nums">{formatInr(cart.amount.amountInINR)}</span>
        </div>
        <ReferenceAmount amount={cart.amount} className="-mt-2 text-xs max-lg:-mt-1.5" />
        {cart.hasUnavailable && (
          <p className="rounded-xl bg-destructive/10 p-3 text-sm text-destructive">
            <Trans>
              Items marked unavailable are not in the total. Remove them, or lower the quantity where a few are left, to pay.
            </Trans>
          </p>
        )}
        <LinkButton to={paths.user.checkout} size="lg" disabled={isEmpty || cart.hasUnavailable}>
          <CreditCard aria-hidden />
          <Trans>Proceed to Pay</Trans>
        </LinkButton>
      </CardContent>
    </Card>
  );
}
