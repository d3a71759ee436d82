import { MAX_LINE_QUANTITY } from '@arrival/contracts/cart';

/**
 * The most one cart line may hold: the stock left at the traveller's airport (none when no
 * airport is chosen), within the per-line cap the server enforces.
 */
export function maxOrderQuantity(stockLeft: number | null) {
  return Math.max(0, Math.min(stockLeft ?? 0, MAX_LINE_QUANTITY));
}
