import { useQuery } from '@tanstack/react-query';
import type { CartResponse } from '@arrival/contracts/cart';
import { cartDetailsQueryOptions } from '../../lib/api/get-cart-details';
import { useViewerScope } from '../../lib/api/viewer-scope';

const NONE: ReadonlyMap<number, number> = new Map();

function quantitiesByProduct(cart: CartResponse): ReadonlyMap<number, number> {
  const quantities = new Map<number, number>();
  for (const line of cart.cart) {
    const id = line.productResponseDTO.id;
    quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
  }
  return quantities;
}

/** How many of each product the traveller's cart holds, read from the cart query the shop already keeps. */
export function useCartQuantities(): ReadonlyMap<number, number> {
  const { data } = useQuery({ ...cartDetailsQueryOptions(useViewerScope()), select: quantitiesByProduct });
  return data ?? NONE;
}
