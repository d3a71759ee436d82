import { CategoryProducts } from '../../../../features/admin-catalogue/components/category-products';
import { StocksRouteError } from './route-error';
import { useIdParams } from './route-params';

/** /stocks/{categoryId}. */
export function CategoryRoute() {
  const ids = useIdParams('categoryId');
  if (!ids) return <StocksRouteError />;
  const { categoryId } = ids;
  // A new category starts with an empty search.
  return <CategoryProducts key={categoryId} categoryId={categoryId} />;
}
