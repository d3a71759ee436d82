import { CreditCard } from 'lucide-react';
import { useIsMutating } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { CartResponse } from '@arrival/contracts/cart';
import { paths } from '../../../config/paths';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { summaryBarCardClassName } from '../../../components/ui/sticky-summary-bar';
import { ReferenceAmount } from '../../../components/product/reference-amount';
import { cn } from '../../../lib/cn';
import { formatInr } from '../../../lib/format/money';
import { CART_QUANTITY_MUTATION_KEY } from '../api/update-cart-quantity';
import { itemCountText } from '../item-count';

/**
 * The total of what can be bought now, and the way to pay for it. Below the large breakpoint it is a
 * compact bar the page keeps at the bottom of the screen, so Proceed to Pay is always in reach. While a
 * quantity change is on its way the total is the server's last and paying waits, so what is paid for is
 * what the lines show.
 */
export function CartSummary({ cart }: { cart: CartResponse }) {
  const isEmpty = cart.cart.length === 0;
  const items = itemCountText(cart.itemCount);
  const isUpdating = useIsMutating({ mutationKey: CART_QUANTITY_MUTATION_KEY }) > 0;
  const updatingClassName = isUpdating && 'opacity-60';
  return (
    <Card className={summaryBarCardClassName}>
      <CardHeader className="max-lg:sr-only">
        <CardTitle>
          <Trans>Order total</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 max-lg:gap-2">
        <div aria-busy={isUpdating} className={cn('flex items-baseline justify-between gap-3', updatingClassName)}>
          <span className="text-sm text-muted-foreground">
            <Trans>Total ({items})</Trans>
          </span>
          <span className="text-2xl font-bold tabular-nums">{formatInr(cart.amount.amountInINR)}</span>
        </div>
        <ReferenceAmount amount={cart.amount} className={cn('-mt-2 text-xs max-lg:-mt-1.5', updatingClassName)} />
        {cart.hasUnavailable && (
          <p className="rounded-xl bg-destructive/10 p-3 text-sm text-destructive">
            <Trans>
              Items marked unavailable are not in the total. Remove them, or lower the quantity where a few are left, to pay.
            </Trans>
          </p>
        )}
        <LinkButton to={paths.user.checkout} size="lg" disabled={isEmpty || cart.hasUnavailable || isUpdating}>
          <CreditCard aria-hidden />
          <Trans>Proceed to Pay</Trans>
        </LinkButton>
      </CardContent>
    </Card>
  );
}
