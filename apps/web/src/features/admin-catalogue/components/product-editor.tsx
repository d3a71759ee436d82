import { useLocation, useNavigate } from 'react-router';
import { SearchX } from 'lucide-react';
import { toast } from 'sonner';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useProduct } from '../../../lib/api/get-product';
import { ProductForm } from './product-form';

interface ProductEditorProps {
  categoryId: number;
  /** Null opens an empty editor for a new product. */
  productId: number | null;
}

interface ExistingProductFormProps {
  categoryId: number;
  productId: number;
  onSaved: () => void;
  onDeleted: () => void;
}

function ExistingProductForm({ categoryId, productId, onSaved, onDeleted }: ExistingProductFormProps) {
  const product = useProduct(productId);
  const { t } = useLingui();
  if (product.isPending) return <LoadingScreen label={t`Loading product...`} />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) {
      return (
        <EmptyState
          icon={SearchX}
          title={t`Product not found`}
          action={
            <LinkButton variant="outline" to={paths.admin.stockCategory.href(categoryId)}>
              <Trans>Back to the category</Trans>
            </LinkButton>
          }
        />
      );
    }
    return <ErrorState title={product.error.message} onRetry={() => void product.refetch()} />;
  }
  return (
    <>
      <PageHeader title={t`Edit Product`} description={<span lang="en">{product.data.name}</span>} />
      <ProductForm product={product.data} categoryId={categoryId} onSaved={onSaved} onDeleted={onDeleted} />
    </>
  );
}

/**
 * SPEC §2 product editor. A save goes back one page, where the admin came from, saying so in a
 * toast; opened from a bookmark there is no page back, so it goes to the category instead.
 */
export function ProductEditor({ categoryId, productId }: ProductEditorProps) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const categoryPath = paths.admin.stockCategory.href(categoryId);
  const isFirstPage = key === 'default';
  const { t } = useLingui();

  const onSaved = () => {
    toast.success(productId === null ? t`Product Added` : t`Product Updated`);
    if (isFirstPage) void navigate(categoryPath, { replace: true });
    else void navigate(-1);
  };
  const onDeleted = () => void navigate(categoryPath, { replace: true });

  if (productId === null) {
    return (
      <>
        <PageHeader title={t`New Product`} />
        <ProductForm product={null} categoryId={categoryId} onSaved={onSaved} onDeleted={onDeleted} />
      </>
    );
  }
  return <ExistingProductForm categoryId={categoryId} productId={productId} onSaved={onSaved} onDeleted={onDeleted} />;
}
