import { memo, useId } from 'react';
import { Link } from 'react-router';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartItem } from '@arrival/contracts/cart';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProductImage } from '../../../components/product/product-image';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatInr } from '../../../lib/format/money';
import { CART_QUERY_KEY } from '../../../lib/query-keys';
import { addToCart } from '../api/add-to-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartQuantity } from '../api/update-cart-quantity';
import { maxOrderQuantity } from '../order-quantity';
import { toastOnDemand } from '../../../lib/toast-on-demand';

const REMOVED_FROM_CART = msg`Item removed from cart`;

/**
 * One cart line. The quantity control sends the new absolute quantity; at 1 its minus
 * becomes a delete button (SPEC §2, §4). A line the airport cannot supply says why.
 */
export const CartLine = memo(function CartLine({ line }: { line: CartItem }) {
  const { t } = useLingui();
  const problemId = useId();
  const product = line.productResponseDTO;
  const productName = product.name;
  const unitPrice = formatInr(product.price);
  const update = useUpdateCartQuantity(line.id, {
    onError: (error) => {
      const reason = errorMessage(error, msg`Failed to update cart item`);
      toastOnDemand.error(t`Failed to update item quantity: ${reason}`);
    },
  });
  const queryClient = useQueryClient();
  const remove = useRemoveCartItem({
    onSuccess: () => {
      // The line is gone from the screen by now, so the undo carries what it needs to put it back.
      const restore = { productId: product.id, quantity: line.quantity };
      toastOnDemand.success(t(REMOVED_FROM_CART), {
        action: {
          label: t`Undo`,
          onClick: () => {
            addToCart(restore)
              .then(() => toastOnDemand.success(t`${productName} is back in your cart`))
              .catch((error: unknown) => {
                const reason = errorMessage(error, msg`Failed to add item to cart`);
                toastOnDemand.error(t`Failed to add item to cart: ${reason}`);
              })
              .finally(() => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }));
          },
        },
      });
    },
    onError: (error) => {
      const reason = errorMessage(error, msg`Failed to delete cart item`);
      toastOnDemand.error(t`Failed to remove item: ${reason}`);
    },
  });
  // The stepper answers at once, with the quantity last asked for, until the cart read after it lands; a
  // refused change brings back what the server holds.
  const quantity = update.isPending ? update.variables : line.quantity;
  // Removing waits for the line's changes, so an Undo puts back the quantity the server holds.
  const isRemoveBlocked = update.isPending || remove.isPending;
  const removeLine = () => remove.mutate(line.id);

  return (
    <li
      aria-label={product.name}
      aria-describedby={line.problem ? problemId : undefined}
      className={cn(
        'flex gap-3 rounded-2xl border bg-card p-3 shadow-sm sm:gap-4 sm:p-4',
        !line.available && 'border-destructive/50 bg-destructive/5',
      )}
    >
      <Link to={paths.user.product.href(product.id)} tabIndex={-1} aria-hidden className="shrink-0">
        <ProductImage
          src={product.images[0]?.imageUrl}
          alt=""
          loading="lazy"
          width={96}
          height={96}
          className={cn('size-20 rounded-xl sm:size-24', !line.available && 'opacity-60')}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="flex min-w-0 flex-col gap-0.5">
            <Link
              to={paths.user.product.href(product.id)}
              lang="en"
              className="line-clamp-2 font-semibold underline-offset-4 hover:underline"
            >
              {product.name}
            </Link>
            <p className="text-sm text-muted-foreground tabular-nums">
              <Trans>{unitPrice} each</Trans>
            </p>
          </div>
          <p className={cn('font-bold tabular-nums', !line.available && 'text-muted-foreground line-through')}>
            {formatInr(product.price * quantity)}
          </p>
        </div>
        {line.problem && (
          <p id={problemId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <Badge className="mr-1.5 bg-destructive text-destructive-foreground">
                <Trans>Unavailable</Trans>
              </Badge>
              {line.problem}
            </span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            value={quantity}
            max={maxOrderQuantity(product.stockLeft)}
            onChange={(wanted) => update.mutate(wanted)}
            disabled={remove.isPending}
            label={t`Quantity of ${productName}`}
            atMinimum={
              <Button
                variant="ghost"
                size="icon"
                className="size-9 text-destructive hover:bg-destructive/10 max-sm:size-11"
                aria-label={t`Delete from cart`}
                disabled={isRemoveBlocked}
                onClick={removeLine}
              >
                <Trash2 aria-hidden />
              </Button>
            }
          />
          <Button variant="ghost" size="sm" className="text-muted-foreground" disabled={isRemoveBlocked} onClick={removeLine}>
            <Trans>Remove from Cart</Trans>
          </Button>
        </div>
      </div>
    </li>
  );
});

export function CartLineSkeleton() {
  return (
    <div aria-hidden className="flex gap-4 rounded-2xl border bg-card p-4">
      <Skeleton className="size-20 shrink-0 sm:size-24" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="mt-auto h-10 w-32" />
      </div>
    </div>
  );
}
