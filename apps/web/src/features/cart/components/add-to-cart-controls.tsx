import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import type { Product } from '@arrival/contracts/catalogue';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { maxOrderQuantity } from '../order-quantity';
import { AddToCartButton } from './add-to-cart-button';

/** The product page's quantity and Add to Cart button, never offering more than one cart line may hold. */
export function AddToCartControls({ product }: { product: Product }) {
  const [wantedQuantity, setQuantity] = useState(1);
  const maxQuantity = maxOrderQuantity(product.stockLeft);
  // A refetch may show less stock than was picked; never offer more than is left.
  const quantity = Math.max(1, Math.min(wantedQuantity, maxQuantity));
  const isOutOfStock = product.stockStatus === 'OUT_OF_STOCK';

  return (
    // On a phone it stays at the bottom of the screen while the traveller reads on.
    <div className="flex flex-wrap items-center gap-3 max-sm:sticky max-sm:bottom-0 max-sm:z-20 max-sm:-mx-4 max-sm:flex-nowrap max-sm:border-t max-sm:bg-background/95 max-sm:px-4 max-sm:py-3 max-sm:backdrop-blur-md">
      <QuantityStepper
        value={quantity}
        max={maxQuantity}
        onChange={setQuantity}
        disabled={isOutOfStock}
        label={`Quantity of ${product.name}`}
      />
      <AddToCartButton productId={product.id} quantity={quantity} size="lg" disabled={isOutOfStock} className="flex-1">
        <ShoppingCart aria-hidden />
        Add to Cart
      </AddToCartButton>
    </div>
  );
}
