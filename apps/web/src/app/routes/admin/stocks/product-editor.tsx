import { useLoaderData } from 'react-router';
import { ProductEditor } from '../../../../features/admin-catalogue/components/product-editor';
import type { categoryLoader, productLoader } from './route-params';

/** /stocks/{categoryId}/products/new. */
export function NewProductRoute() {
  const { categoryId } = useLoaderData<typeof categoryLoader>();
  return <ProductEditor key={categoryId} categoryId={categoryId} productId={null} />;
}

/** /stocks/{categoryId}/products/{productId}; another product starts a fresh form. */
export function EditProductRoute() {
  const { categoryId, productId } = useLoaderData<typeof productLoader>();
  return <ProductEditor key={productId} categoryId={categoryId} productId={productId} />;
}
