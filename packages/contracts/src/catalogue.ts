import { z } from 'zod';
import { amountDtoSchema } from './currency.ts';

export const LOW_STOCK_THRESHOLD = 15;
export const stockStatusSchema = z.enum(['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** SPEC §4: 0 or less is out of stock, under 15 is low. */
export function stockStatusOf(stocksLeft: number): StockStatus {
  if (stocksLeft <= 0) return 'OUT_OF_STOCK';
  if (stocksLeft < LOW_STOCK_THRESHOLD) return 'LOW_STOCK';
  return 'IN_STOCK';
}
export const stockStatusLabel: Record<StockStatus, string> = {
  IN_STOCK: 'In Stock',
  LOW_STOCK: 'Low Stock',
  OUT_OF_STOCK: 'Out of Stock',
};

export const productImageSchema = z.object({ id: z.number().int(), imageUrl: z.string() });
export const productVideoSchema = z.object({ id: z.number().int(), videoUrl: z.string() });
export const categoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const productLocationStockSchema = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  locationName: z.string(),
  stocksLeft: z.number().int(),
  allTimeStock: z.number().int(),
  receivedOrders: z.number().int(),
  showProductInLocation: z.boolean(),
});

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** INR, 2 decimals. */
  price: z.number(),
  description: z.string(),
  /** The first category's name. */
  category: z.string(),
  showToConsumer: z.boolean(),
  highLight: z.array(z.string()),
  images: z.array(productImageSchema),
  videos: z.array(productVideoSchema),
  categories: z.array(categoryRefSchema),
  /** Every location for admins; only the traveller's pickup airport for travellers. */
  locationStock: z.array(productLocationStockSchema),
  /** At the traveller's pickup airport; null when none is chosen. */
  stockLeft: z.number().int().nullable(),
  stockStatus: stockStatusSchema.nullable(),
  amountDTO: amountDtoSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({ id: z.number().int(), name: z.string(), productCount: z.number().int() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);
export const categoryWithProductsSchema = categorySchema.extend({ product: z.array(productSchema) });
export type CategoryWithProducts = z.infer<typeof categoryWithProductsSchema>;

export const idPathSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
