import { Outlet, useMatch, useParams } from 'react-router';
import { idParamSchema } from '@arrival/contracts/common';
import { paths } from '../../../../config/paths';
import { LinkButton } from '../../../../components/ui/link-button';
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

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {/*
        One row from sm up; on a phone the currency picker takes a second row, and the bar does
        not stick there, where two rows would cover too much of a small screen. Sticky, it sits
        right under the app's 4rem header.
      */}
      <div className="z-30 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border bg-card/95 px-3 py-2 shadow-sm backdrop-blur-md sm:sticky sm:top-16">
        <CartTotal />
        <LinkButton
          to={paths.user.checkout}
          size="sm"
          variant="accent"
          disabled={isCartEmpty}
          className="ml-auto sm:order-last sm:ml-0"
        >
          Checkout
        </LinkButton>
        <CurrencyPicker className="w-full justify-end sm:ml-auto sm:w-auto" />
      </div>
      <CatalogueSearch />
      {!isProductPage && !isSearching && <CategoryCarousel currentId={currentId} />}
      {!isProductPage && <CategoryChips currentId={isSearching ? null : currentId} />}
      {isSearching ? <SearchResults cardAction={QuickAddToCartButton} /> : <Outlet />}
    </div>
  );
}
