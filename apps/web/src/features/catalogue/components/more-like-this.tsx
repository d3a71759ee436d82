import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCategoryProducts } from '../../../lib/api/get-category-products';
import type { ProductCardAction } from './product-card';
import { ProductGrid } from './product-grid';

/** Enough to tempt without turning the product page into a second category page. */
const SUGGESTION_COUNT = 8;

/** Other products of the product's main category; shares its cache with the category page. */
export function MoreLikeThis({
  categoryId,
  excludeProductId,
  cardAction,
}: {
  categoryId: number;
  excludeProductId: number;
  cardAction: ProductCardAction;
}) {
  const category = useCategoryProducts(categoryId);
  const { t } = useLingui();
  const others = useMemo(
    () => category.data?.product.filter((product) => product.id !== excludeProductId).slice(0, SUGGESTION_COUNT) ?? [],
    [category.data, excludeProductId],
  );
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-like-this" className="flex flex-col gap-4">
      <h2 id="more-like-this" className="text-xl font-bold tracking-tight">
        <Trans>More like this</Trans>
      </h2>
      <ProductGrid products={others} label={t`More like this`} action={cardAction} />
    </section>
  );
}
