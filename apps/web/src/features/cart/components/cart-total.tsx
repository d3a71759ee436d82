import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { ReferenceAmount } from '../../../components/product/reference-amount';
import { formatInr } from '../../../lib/format/money';
import { useCartDetails } from '../../../lib/api/get-cart-details';
import { itemCountText } from '../item-count';

/**
 * The cart at a glance for the shopping top bar: item count, INR total and its reference amount. `warm` is
 * called on a sign the link is about to be followed (a pointer or focus on it).
 */
export function CartTotal({ warm }: { warm?: () => void }) {
  const { t } = useLingui();
  const cart = useCartDetails();
  const count = cart.data?.itemCount ?? 0;
  const items = itemCountText(count);
  const total = cart.data ? formatInr(cart.data.amount.amountInINR) : null;

  return (
    <Link
      to={paths.user.cart}
      onPointerEnter={warm}
      onFocus={warm}
      className="flex shrink-0 items-center gap-3 rounded-xl px-1 py-0.5 transition-colors hover:bg-muted max-sm:gap-2"
      aria-label={total ? t`Cart, ${items}, total ${total}` : t`Cart`}
    >
      <span className="relative flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary max-sm:size-9">
        <ShoppingCart aria-hidden className="size-5" />
        <Badge aria-hidden className="absolute -top-1.5 -right-1.5 min-w-5 justify-center px-1.5 tabular-nums">
          {count}
        </Badge>
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-xs text-muted-foreground max-sm:sr-only">
          <Trans>Cart total</Trans>
        </span>
        {cart.data ? (
          <>
            <span className="font-bold tabular-nums max-sm:text-sm">{total}</span>
            <ReferenceAmount amount={cart.data.amount} short className="text-xs max-sm:hidden" />
          </>
        ) : cart.isError ? (
          <span className="text-sm text-muted-foreground">
            <Trans>Unavailable</Trans>
          </span>
        ) : (
          <Skeleton className="mt-1 h-5 w-20" />
        )}
      </span>
    </Link>
  );
}
