import { memo, useId } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@arrival/contracts/catalogue';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { ProductImage } from '../../../components/product/product-image';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatInr } from '../../../lib/format/money';
import { useSetProductVisibility } from '../api/set-product-visibility';
import { DeleteProductDialog } from './delete-product-dialog';

/** One to four columns by the space the grid has. */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 260px, (min-width: 640px) 40vw, 90vw';

/**
 * A product as the admin manages it (SPEC §2): edit link, the show-to-consumer box (saved at once,
 * shown as saved while it is on its way, back to the truth if it fails), image, category, name,
 * price and delete.
 */
export const AdminProductCard = memo(function AdminProductCard({
  product,
  categoryId,
}: {
  product: Product;
  categoryId: number;
}) {
  const checkboxId = useId();
  const visibility = useSetProductVisibility();
  const { t } = useLingui();
  const productName = product.name;
  const isShown = visibility.isPending ? visibility.variables.showToConsumer : product.showToConsumer;

  const setShown = (showToConsumer: boolean) =>
    visibility.mutate(
      { productId: product.id, showToConsumer },
      {
        onSuccess: () =>
          toast.success(showToConsumer ? t`${productName} is shown to consumers` : t`${productName} is hidden from consumers`),
        onError: (error) => {
          const reason = errorMessage(error, msg`Failed to update product`);
          toast.error(showToConsumer ? t`Could not show ${productName}: ${reason}` : t`Could not hide ${productName}: ${reason}`);
        },
      },
    );

  return (
    <article aria-label={product.name} className="flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
      <div className="relative">
        <ProductImage
          src={product.images[0]?.imageUrl}
          alt=""
          loading="lazy"
          width={400}
          height={300}
          sizes={CARD_IMAGE_SIZES}
          className={cn('aspect-[4/3] w-full', !isShown && 'opacity-60 grayscale')}
        />
        {!isShown && (
          <span className="absolute top-2 left-2 rounded-full bg-background/90 px-2.5 py-0.5 text-xs font-semibold">
            <Trans>Hidden</Trans>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase" lang="en">
          {product.category}
        </p>
        <h3 lang="en" className="line-clamp-2 font-semibold">
          {product.name}
        </h3>
        <p className="font-bold tabular-nums">{formatInr(product.price)}</p>
        <div className="mt-auto flex items-center gap-2 border-t pt-3">
          <Checkbox id={checkboxId} checked={isShown} disabled={visibility.isPending} onCheckedChange={setShown} />
          <Label htmlFor={checkboxId} className="mr-auto text-xs">
            <Trans>
              Show{' '}
              <span lang="en" className="sr-only">
                {productName}
              </span>{' '}
              to consumers
            </Trans>
          </Label>
          <Button asChild variant="ghost" size="icon" className="size-9">
            <Link to={paths.admin.editProduct.href(categoryId, product.id)} aria-label={t`Edit ${productName}`}>
              <Pencil aria-hidden />
            </Link>
          </Button>
          <DeleteProductDialog
            product={product}
            trigger={
              <Button
                variant="ghost"
                size="icon"
                className="size-9 text-destructive hover:bg-destructive/10"
                aria-label={t`Delete ${productName}`}
              >
                <Trash2 aria-hidden />
              </Button>
            }
          />
        </div>
      </div>
    </article>
  );
});
