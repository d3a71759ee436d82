import { useState } from 'react';
import { Link } from 'react-router';
import { Check, ShoppingCart } from 'lucide-react';
import type { Product } from '@arrival/contracts/catalogue';
import { paths } from '../../../config/paths';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { Skeleton } from '../../../components/ui/skeleton';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { maxOrderQuantity } from '../../cart/order-quantity';
import { WishlistToggle } from '../../wishlist/components/wishlist-toggle';
import { formatInr } from '../price';
import { MoreLikeThis } from './more-like-this';
import { ProductGallery } from './product-gallery';
import { ProductVideoDialog } from './product-video-dialog';
import { ReferenceAmount } from './reference-amount';
import { StockBadge } from './stock-badge';

function StockLine({ product }: { product: Product }) {
  if (!product.stockStatus) return null;
  const airport = product.locationStock[0]?.locationName;
  const left = product.stockLeft ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <StockBadge status={product.stockStatus} />
      {product.stockStatus === 'LOW_STOCK' && <span className="text-muted-foreground">Only {left} left</span>}
      {airport && <span className="text-muted-foreground">at {airport}</span>}
    </div>
  );
}

/** The product page: gallery, price, stock at the pickup airport, quantity and add to cart, then details. */
export function ProductDetails({ product }: { product: Product }) {
  const [wantedQuantity, setQuantity] = useState(1);
  const maxQuantity = maxOrderQuantity(product.stockLeft);
  // A refetch may show less stock than was picked; never offer more than is left.
  const quantity = Math.max(1, Math.min(wantedQuantity, maxQuantity));
  const isOutOfStock = product.stockStatus === 'OUT_OF_STOCK';
  const firstVideo = product.videos[0];
  const mainCategory = product.categories[0];

  return (
    <article className="flex flex-col gap-10">
      <title>{`${product.name} · Arrival Shop`}</title>
      <div className="@container">
        <div className="grid gap-6 @3xl:grid-cols-2 @3xl:gap-10">
          <ProductGallery name={product.name} images={product.images} />

          <div className="flex flex-col gap-5">
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1.5">
                {mainCategory && (
                  <Link
                    to={paths.user.category.href(mainCategory.id)}
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {mainCategory.name}
                  </Link>
                )}
                <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.name}</h1>
              </div>
              <WishlistToggle productId={product.id} className="size-11 shrink-0" />
            </div>

            <div className="flex flex-col gap-1">
              <p className="text-3xl font-bold tabular-nums">{formatInr(product.price)}</p>
              <ReferenceAmount amount={product.amountDTO} />
            </div>

            <StockLine product={product} />

            <div className="flex flex-wrap items-center gap-3">
              <QuantityStepper
                value={quantity}
                max={maxQuantity}
                onChange={setQuantity}
                disabled={isOutOfStock}
                label={`Quantity of ${product.name}`}
              />
              <AddToCartButton productId={product.id} quantity={quantity} size="lg" disabled={isOutOfStock} className="flex-1">
                <ShoppingCart aria-hidden />
                Add to Cart
              </AddToCartButton>
            </div>

            {firstVideo && <ProductVideoDialog name={product.name} videoUrl={firstVideo.videoUrl} />}

            <section aria-labelledby="product-description" className="flex flex-col gap-2">
              <h2 id="product-description" className="text-lg font-semibold">
                Description
              </h2>
              <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{product.description}</p>
            </section>

            {product.highLight.length > 0 && (
              <section aria-labelledby="product-highlights" className="flex flex-col gap-2">
                <h2 id="product-highlights" className="text-lg font-semibold">
                  Highlights
                </h2>
                <ul className="flex flex-col gap-1.5">
                  {product.highLight.map((highlight) => (
                    <li key={highlight} className="flex items-start gap-2 text-sm">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                      {highlight}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </div>

      {mainCategory && <MoreLikeThis categoryId={mainCategory.id} excludeProductId={product.id} />}
    </article>
  );
}

export function ProductDetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="@container">
      <div className="grid gap-6 @3xl:grid-cols-2 @3xl:gap-10">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
