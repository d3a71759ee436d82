import { useLoaderData } from 'react-router';
import { CategoryProducts } from '../../../../features/admin-catalogue/components/category-products';
import type { categoryLoader } from './route-params';

/** /stocks/{categoryId}. */
export function CategoryRoute() {
  const { categoryId } = useLoaderData<typeof categoryLoader>();
  // A new category starts with an empty search.
  return <CategoryProducts key={categoryId} categoryId={categoryId} />;
}
