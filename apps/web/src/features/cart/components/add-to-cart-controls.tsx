import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@arrival/contracts/catalogue';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { maxOrderQuantity } from '../order-quantity';
import { AddToCartButton } from './add-to-cart-button';

/** The product page's quantity and Add to Cart button, never offering more than one cart line may hold. */
export function AddToCartControls({ product }: { product: Product }) {
  const { t } = useLingui();
  const [wantedQuantity, setQuantity] = useState(1);
  const productName = product.name;
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
        label={t`Quantity of ${productName}`}
      />
      {/* A longer label (Malayalam) wraps inside the button rather than pushing it off a phone's screen. */}
      <AddToCartButton
        productId={product.id}
        quantity={quantity}
        size="lg"
        disabled={isOutOfStock}
        className="h-auto min-h-12 min-w-0 flex-1 py-1.5 leading-tight whitespace-normal"
      >
        <ShoppingCart aria-hidden />
        <Trans>Add to Cart</Trans>
      </AddToCartButton>
    </div>
  );
}
