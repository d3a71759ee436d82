import type { ComponentProps } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toastOnDemand } from '../../../lib/toast-on-demand';
import { useAddToCart } from '../api/add-to-cart';

const ADDED_TO_CART = msg`Item added to cart!`;

type AddToCartButtonProps = Omit<ComponentProps<typeof Button>, 'onClick'> & { productId: number; quantity: number };

/**
 * Adds to the cart and says how it went. The server's refusal is shown as it is worded
 * ('Only 5 left at COK', 'User not logged in or pickup location not set').
 */
export function AddToCartButton({ productId, quantity, disabled, children, ...props }: AddToCartButtonProps) {
  const { t } = useLingui();
  const addToCart = useAddToCart({
    onSuccess: () => toastOnDemand.success(t(ADDED_TO_CART)),
    onError: (error) => toastOnDemand.error(errorMessage(error, msg`Failed to add item to cart`)),
  });
  const add = () => addToCart.mutate({ productId, quantity });
  return (
    <Button {...props} disabled={disabled || addToCart.isPending} aria-busy={addToCart.isPending || undefined} onClick={add}>
      {addToCart.isPending && <Spinner />}
      {/* An icon button has room for one icon, so the spinner stands in for it. */}
      {!(addToCart.isPending && props.size === 'icon') && children}
    </Button>
  );
}
