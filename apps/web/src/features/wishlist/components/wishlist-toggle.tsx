import { Heart } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toastOnDemand } from '../../../lib/toast-on-demand';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlistStatus } from '../api/get-wishlist-status';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/** The heart on a product: removes it when already saved, saves it otherwise (SPEC §4). */
export function WishlistToggle({ productId, className }: { productId: number; className?: string }) {
  const { t } = useLingui();
  const status = useWishlistStatus(productId);
  const add = useAddToWishlist({
    onSuccess: () => toastOnDemand.success(t`Product added to wishlist!`),
    onError: (error) => toastOnDemand.error(errorMessage(error, msg`Failed to add to wishlist`)),
  });
  const remove = useRemoveFromWishlist({
    onSuccess: () => toastOnDemand.success(t`Product removed from wishlist!`),
    onError: (error) => toastOnDemand.error(errorMessage(error, msg`Failed to remove from wishlist`)),
  });
  // The heart shows the choice at once and holds still until the server has answered it; a refused
  // choice falls back to the saved state.
  const isSaved = add.isPending || (!remove.isPending && status.data === true);
  const isBusy = status.isPending || add.isPending || remove.isPending;
  const toggle = () => (isSaved ? remove : add).mutate(productId);

  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t`Save to wishlist`}
      aria-pressed={isSaved}
      disabled={isBusy}
      onClick={toggle}
      className={cn('rounded-full', className)}
    >
      <Heart aria-hidden className={cn('transition-colors', isSaved && 'fill-destructive text-destructive')} />
    </Button>
  );
}
