import { useEffect } from 'react';
import { Outlet, useMatch, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { idParamSchema } from '@arrival/contracts/common';
import { paths } from '../../../../config/paths';
import { LinkButton } from '../../../../components/ui/link-button';
import { afterFirstScreen } from '../../../../lib/after-first-screen';
import { useWarmPage } from '../../../warm-page';
import { useCartDetails } from '../../../../lib/api/get-cart-details';
import { CartTotal } from '../../../../features/cart/components/cart-total';
import { QuickAddToCartButton } from '../../../../features/cart/components/quick-add-to-cart-button';
import { useCatalogueParams } from '../../../../features/catalogue/catalogue-params';
import { CatalogueSearch } from '../../../../features/catalogue/components/catalogue-search';
import { CategoryCarousel } from '../../../../features/catalogue/components/category-carousel';
import { CategoryChips } from '../../../../features/catalogue/components/category-chips';
import { CurrencyPicker } from '../../../../features/catalogue/components/currency-picker';
import { SearchResults } from '../../../../features/catalogue/components/search-results';

/**
 * The frame of the shopping pages (SPEC §2 "Shopping"): cart bar and search, then outside product pages
 * the category carousel and the category chips. While a search is in the address its results take the
 * place of the page below.
 */
export function ShoppingLayoutRoute() {
  const isProductPage = useMatch(paths.user.product.path) !== null;
  const categoryId = idParamSchema.safeParse(useParams().categoryId);
  const currentId = categoryId.success ? categoryId.data : null;
  const { q } = useCatalogueParams();
  const isSearching = q !== '';
  const cart = useCartDetails();
  const isCartEmpty = (cart.data?.cart.length ?? 0) === 0;
  const queryClient = useQueryClient();
  const warm = useWarmPage();
  const warmCheckout = () => warm(paths.user.checkout);
  // The product screen's code is not the first screen's: fetched once that is drawn, a card then opens at
  // once. Failing here (the network gone) costs nothing; the router asks again when a card is opened.
  useEffect(() => {
    void afterFirstScreen(queryClient)
      .then(() => import('./product'))
      .catch(() => undefined);
  }, [queryClient]);

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {/*
        One compact row, a phone's included (the cart shows its total there, not its caption or
        reference amount). Sticky from sm up, right under the app's 4rem header; on a phone the
        product page keeps its own Add to Cart bar at the bottom instead.
      */}
      <div className="z-30 flex items-center gap-x-1.5 rounded-2xl border bg-card/95 px-2 py-1.5 shadow-sm backdrop-blur-md sm:gap-x-4 sm:px-3 sm:py-2 sm:sticky sm:top-16">
        <CartTotal warm={() => warm(paths.user.cart)} />
        <LinkButton
          to={paths.user.checkout}
          size="sm"
          variant="accent"
          disabled={isCartEmpty}
          className="order-last max-sm:px-3"
          onPointerEnter={warmCheckout}
          onFocus={warmCheckout}
        >
          <Trans>Checkout</Trans>
        </LinkButton>
        {/* On a narrow phone the picker gives way first: the total and Checkout are never cut. */}
        <CurrencyPicker className="ml-auto min-w-0 shrink" />
      </div>
      <CatalogueSearch />
      {!isProductPage && !isSearching && <CategoryCarousel currentId={currentId} />}
      {!isProductPage && <CategoryChips currentId={isSearching ? null : currentId} />}
      {isSearching ? <SearchResults cardAction={QuickAddToCartButton} /> : <Outlet />}
    </div>
  );
}
