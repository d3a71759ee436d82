import { memo, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { Product } from '@arrival/contracts/catalogue';
import { paths } from '../../../config/paths';
import { CARD_IMAGE_SIZES } from '../../../components/product/image-candidates';
import { ProductImage } from '../../../components/product/product-image';
import { StockBadge } from '../../../components/product/stock-badge';
import { formatInr } from '../../../lib/format/money';

/**
 * The button beside a card's price (in the shop, adding one to the cart). A component rather than an
 * element, so memoised cards keep equal props; the card passes the classes that lift it above its link.
 */
export type ProductCardAction = ComponentType<{ product: Product; className: string }>;

/**
 * One product in a grid (category, search, wishlist, 'More like this'). Memoised: a grid re-render
 * (a refetch, the cart total changing) leaves cards whose product and cart quantity did not change alone.
 */
export const ProductCard = memo(function ProductCard({
  product,
  action: Action,
  inCart = 0,
  firstRow = false,
}: {
  product: Product;
  action: ProductCardAction;
  /** How many the cart already holds; 0 shows nothing. */
  inCart?: number;
  /** On screen when the page opens: the picture loads at once and first, as the page's largest paint. */
  firstRow?: boolean;
}) {
  const { stockStatus } = product;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <ProductImage
        src={product.images[0]?.imageUrl}
        alt=""
        loading={firstRow ? 'eager' : 'lazy'}
        fetchPriority={firstRow ? 'high' : 'auto'}
        width={400}
        height={400}
        sizes={CARD_IMAGE_SIZES}
        className="aspect-square w-full transition-transform duration-300 group-hover:scale-[1.03]"
      />
      {inCart > 0 && (
        <p className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground shadow-sm">
          <Check aria-hidden className="size-3.5" />
          <span aria-hidden>
            <Trans>In cart ×{inCart}</Trans>
          </span>
          <span className="sr-only">
            <Trans>{inCart} in cart</Trans>
          </span>
        </p>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        {/* The link's box covers the card, so a click anywhere but the cart button opens the product. */}
        <Link
          to={paths.user.product.href(product.id)}
          lang="en"
          className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold outline-none after:absolute after:inset-0"
        >
          {product.name}
        </Link>
        {stockStatus && stockStatus !== 'IN_STOCK' && <StockBadge status={stockStatus} className="self-start" />}
        <div className="mt-auto flex items-center justify-between gap-2">
          <p className="font-bold tabular-nums">{formatInr(product.price)}</p>
          <Action product={product} className="relative z-10 size-11" />
        </div>
      </div>
    </article>
  );
});
