import { ProductEditor } from '../../../../features/admin-catalogue/components/product-editor';
import { StocksRouteError } from './route-error';
import { useIdParams } from './route-params';

/** /stocks/{categoryId}/products/new. */
export function NewProductRoute() {
  const ids = useIdParams('categoryId');
  if (!ids) return <StocksRouteError />;
  const { categoryId } = ids;
  return <ProductEditor key={categoryId} categoryId={categoryId} productId={null} />;
}

/** /stocks/{categoryId}/products/{productId}; another product starts a fresh form. */
export function EditProductRoute() {
  const ids = useIdParams('categoryId', 'productId');
  if (!ids) return <StocksRouteError />;
  const { categoryId, productId } = ids;
  return <ProductEditor key={productId} categoryId={categoryId} productId={productId} />;
}
