import type { z } from 'zod/mini';
import type { productBodySchema } from '@arrival/contracts/admin';
import type { Product } from '@arrival/contracts/catalogue';
import type { DefaultValues } from 'react-hook-form';

/** What the editor holds: the contract's payload before its schema trims and checks it. */
export type ProductFormValues = z.input<typeof productBodySchema>;

/**
 * The editor's starting values (SPEC §4 product editor). An existing product brings its own; a new
 * one starts in the category it was opened from, offered to travellers, at no airport yet. The
 * airports a product is offered at are those whose stock row is shown.
 */
export function productFormDefaults(product: Product | null, categoryId: number): DefaultValues<ProductFormValues> {
  if (!product) {
    return {
      name: '',
      description: '',
      categories: [categoryId],
      locations: [],
      images: [],
      videos: [],
      highlights: [],
      showToConsumer: true,
    };
  }
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    categories: product.categories.map((category) => category.id),
    locations: product.locationStock.filter((stock) => stock.showProductInLocation).map((stock) => stock.locationId),
    images: product.images.map((image) => image.imageUrl),
    videos: product.videos.map((video) => video.videoUrl),
    highlights: product.highLight,
    showToConsumer: product.showToConsumer,
  };
}
