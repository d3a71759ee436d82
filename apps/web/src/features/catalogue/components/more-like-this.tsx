import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCategoryProductPages } from '../../../lib/api/get-category-products';
import type { ProductCardAction } from './product-card';
import { ProductGrid } from './product-grid';

/** Enough to tempt without turning the product page into a second category page. */
const SUGGESTION_COUNT = 8;

/** Other products of the product's main category: its first page, shared with the category page in its own order. */
export function MoreLikeThis({
  categoryId,
  excludeProductId,
  cardAction,
}: {
  categoryId: number;
  excludeProductId: number;
  cardAction: ProductCardAction;
}) {
  const category = useCategoryProductPages(categoryId, 'recommended');
  const { t } = useLingui();
  const others = useMemo(
    () => category.data?.pages[0]?.product.filter((product) => product.id !== excludeProductId).slice(0, SUGGESTION_COUNT) ?? [],
    [category.data, excludeProductId],
  );
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-like-this" className="flex flex-col gap-4">
      <h2 id="more-like-this" className="text-xl font-bold tracking-tight">
        <Trans>More like this</Trans>
      </h2>
      <ProductGrid products={others} label={t`More like this`} action={cardAction} aboveTheFold={false} />
    </section>
  );
}
