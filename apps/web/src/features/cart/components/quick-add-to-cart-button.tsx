import { ShoppingCart } from 'lucide-react';
import type { Product } from '@arrival/contracts/catalogue';
import { AddToCartButton } from './add-to-cart-button';

/** One of the product into the cart from a product card; a sold-out product cannot be added. */
export function QuickAddToCartButton({ product, className }: { product: Product; className?: string }) {
  return (
    <AddToCartButton
      productId={product.id}
      quantity={1}
      size="icon"
      variant="accent"
      className={className}
      aria-label={`Add ${product.name} to cart`}
      disabled={product.stockStatus === 'OUT_OF_STOCK'}
    >
      <ShoppingCart aria-hidden />
    </AddToCartButton>
  );
}
