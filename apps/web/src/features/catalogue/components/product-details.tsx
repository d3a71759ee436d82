import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@arrival/contracts/catalogue';
import { paths } from '../../../config/paths';
import { ReferenceAmount } from '../../../components/product/reference-amount';
import { StockBadge } from '../../../components/product/stock-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatInr } from '../../../lib/format/money';
import { MoreLikeThis } from './more-like-this';
import type { ProductCardAction } from './product-card';
import { ProductGallery } from './product-gallery';
import { ProductVideoDialog } from './product-video-dialog';

function StockLine({ product }: { product: Product }) {
  if (!product.stockStatus) return null;
  const airport = product.locationStock[0]?.locationName;
  const left = product.stockLeft ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <StockBadge status={product.stockStatus} />
      {product.stockStatus === 'LOW_STOCK' && (
        <span className="text-muted-foreground">
          <Trans>Only {left} left</Trans>
        </span>
      )}
      {airport && (
        <span className="text-muted-foreground">
          <Trans>
            at <span lang="en">{airport}</span>
          </Trans>
        </span>
      )}
    </div>
  );
}

interface ProductDetailsProps {
  product: Product;
  /** Keeps the product for later, beside its name. */
  saveToggle: ReactNode;
  /** Quantity and add to cart, under the stock line. */
  purchase: ReactNode;
  /** The button on each 'More like this' card. */
  cardAction: ProductCardAction;
}

/** The product page: gallery, price, stock at the pickup airport, quantity and add to cart, then details. */
export function ProductDetails({ product, saveToggle, purchase, cardAction }: ProductDetailsProps) {
  const firstVideo = product.videos[0];
  const mainCategory = product.categories[0];
  const { t } = useLingui();
  const title = product.name;

  return (
    <article className="flex flex-col gap-10">
      <title>{t`${title} · Arrival Shop`}</title>
      <div className="@container">
        <div className="grid gap-6 @3xl:grid-cols-2 @3xl:gap-10">
          <ProductGallery name={product.name} images={product.images} />

          {/*
            On a phone the column's parts join the page's grid, so the purchase bar, which sticks to
            the bottom of the screen, may rise as high as the gallery rather than only to this column.
          */}
          <div className="flex flex-col gap-5 max-sm:contents">
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1.5">
                {mainCategory && (
                  <Link
                    to={paths.user.category.href(mainCategory.id)}
                    lang="en"
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {mainCategory.name}
                  </Link>
                )}
                <h1 lang="en" className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {product.name}
                </h1>
              </div>
              {saveToggle}
            </div>

            <div className="flex flex-col gap-1">
              <p className="text-3xl font-bold tabular-nums">{formatInr(product.price)}</p>
              <ReferenceAmount amount={product.amountDTO} />
            </div>

            <StockLine product={product} />

            {purchase}

            {firstVideo && <ProductVideoDialog name={product.name} videoUrl={firstVideo.videoUrl} />}

            <section aria-labelledby="product-description" className="flex flex-col gap-2">
              <h2 id="product-description" className="text-lg font-semibold">
                <Trans>Description</Trans>
              </h2>
              <p lang="en" className="leading-relaxed whitespace-pre-line text-muted-foreground">
                {product.description}
              </p>
            </section>

            {product.highLight.length > 0 && (
              <section aria-labelledby="product-highlights" className="flex flex-col gap-2">
                <h2 id="product-highlights" className="text-lg font-semibold">
                  <Trans>Highlights</Trans>
                </h2>
                <ul className="flex flex-col gap-1.5">
                  {product.highLight.map((highlight) => (
                    <li key={highlight} lang="en" className="flex items-start gap-2 text-sm">
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

      {mainCategory && <MoreLikeThis categoryId={mainCategory.id} excludeProductId={product.id} cardAction={cardAction} />}
    </article>
  );
}

export function ProductDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading product`} className="@container">
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
