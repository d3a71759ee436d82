import { useLingui } from '@lingui/react/macro';
import type { Product } from '@arrival/contracts/catalogue';
import { FIRST_ROW_CARDS } from '../../../components/product/image-candidates';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCartQuantities } from '../use-cart-quantities';
import { ProductCard, type ProductCardAction } from './product-card';

/** Columns follow the space the grid has (the sidebar takes some on desktop), not the window. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not text
const gridClassName = 'grid grid-cols-2 gap-3 sm:gap-4 @2xl:grid-cols-3 @4xl:grid-cols-4 @5xl:grid-cols-5';

/**
 * Off-screen cards skip layout and paint until scrolled near (content-visibility), so a
 * category of hundreds of products stays smooth; the intrinsic size keeps the scrollbar honest.
 */
const itemClassName = 'flex [contain-intrinsic-size:auto_20rem] [content-visibility:auto]';

export function ProductGrid({
  products,
  label,
  action,
  aboveTheFold = true,
}: {
  products: Product[];
  label: string;
  action: ProductCardAction;
  /** False where the grid sits below the page's main content ('More like this'). */
  aboveTheFold?: boolean;
}) {
  // Read once here and passed down as a number, so a cart change re-renders only the cards it touches.
  const inCart = useCartQuantities();
  return (
    <div className="@container">
      <ul aria-label={label} className={gridClassName}>
        {products.map((product, index) => (
          <li key={product.id} className={itemClassName}>
            <ProductCard
              product={product}
              action={action}
              inCart={inCart.get(product.id) ?? 0}
              firstRow={aboveTheFold && index < FIRST_ROW_CARDS}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <div className="@container" role="status" aria-label={t`Loading products`}>
      <div className={gridClassName}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="flex flex-col overflow-hidden rounded-2xl border bg-card">
            <Skeleton className="aspect-square rounded-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="mt-2 h-9 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
