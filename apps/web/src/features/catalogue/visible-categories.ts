import type { Category } from '@arrival/contracts/catalogue';

/**
 * The categories worth offering: those with something to buy at the traveller's airport. The current
 * one stays even when empty, so a stale link still names where the traveller is.
 */
export function visibleCategories(categories: readonly Category[], currentId: number | null): Category[] {
  return categories.filter((category) => category.productCount > 0 || category.id === currentId);
}
