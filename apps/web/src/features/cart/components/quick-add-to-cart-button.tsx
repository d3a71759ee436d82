import { ShoppingCart } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@arrival/contracts/catalogue';
import { AddToCartButton } from './add-to-cart-button';

/** One of the product into the cart from a product card; a sold-out product cannot be added. */
export function QuickAddToCartButton({ product, className }: { product: Product; className?: string }) {
  const { t } = useLingui();
  const productName = product.name;
  return (
    <AddToCartButton
      productId={product.id}
      quantity={1}
      size="icon"
      variant="accent"
      className={className}
      aria-label={t`Add ${productName} to cart`}
      disabled={product.stockStatus === 'OUT_OF_STOCK'}
    >
      <ShoppingCart aria-hidden />
    </AddToCartButton>
  );
}
