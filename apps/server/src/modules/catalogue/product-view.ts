import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { stockStatusOf, type Product } from '@arrival/contracts/catalogue';
import type { DbOrTx } from '../../db/client.ts';
import {
  categories,
  locations,
  locationStock,
  productCategories,
  productImages,
  products,
  productVideos,
} from '../../db/schema.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { convertPaise } from '../currency/currency.service.ts';

/** Who is looking: admins see every product and location; travellers their pickup airport only. */
export interface Viewer {
  isAdmin: boolean;
  locationId: number | null;
  currency: string;
}

/** What a traveller may see: sold to consumers, not retired, and shown at their airport. */
export function visibleToTraveller(locationId: number | null): SQL {
  const sold = and(eq(products.showToConsumer, true), isNull(products.retiredAt))!;
  if (locationId === null) return sold;
  return and(
    sold,
    sql`exists (select 1 from ${locationStock} where ${locationStock.productId} = ${products.id}
      and ${locationStock.locationId} = ${locationId} and ${locationStock.showProductInLocation})`,
  )!;
}

export function productFilterFor(viewer: Viewer): SQL {
  return viewer.isAdmin ? isNull(products.retiredAt) : visibleToTraveller(viewer.locationId);
}

/** Builds the API view of the given products, in the given order, with a handful of batched queries. */
export async function loadProductViews(db: DbOrTx, productIds: number[], viewer: Viewer): Promise<Product[]> {
  if (productIds.length === 0) return [];
  const ids = [...new Set(productIds)];
  const [rows, images, videos, cats, stock] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    db
      .select({ id: productImages.id, productId: productImages.productId, url: productImages.url })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({ id: productVideos.id, productId: productVideos.productId, url: productVideos.url })
      .from(productVideos)
      .where(inArray(productVideos.productId, ids))
      .orderBy(asc(productVideos.position), asc(productVideos.id)),
    db
      .select({ productId: productCategories.productId, id: categories.id, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, ids))
      .orderBy(asc(categories.id)),
    db
      .select({
        id: locationStock.id,
        productId: locationStock.productId,
        locationId: locationStock.locationId,
        locationName: locations.name,
        stocksLeft: locationStock.stocksLeft,
        allTimeStock: locationStock.allTimeStock,
        receivedOrders: locationStock.receivedOrders,
        showProductInLocation: locationStock.showProductInLocation,
      })
      .from(locationStock)
      .innerJoin(locations, eq(locations.id, locationStock.locationId))
      .where(
        viewer.isAdmin || viewer.locationId === null
          ? inArray(locationStock.productId, ids)
          : and(inArray(locationStock.productId, ids), eq(locationStock.locationId, viewer.locationId)),
      )
      .orderBy(asc(locationStock.locationId)),
  ]);

  const group = <T extends { productId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.productId, [...(map.get(item.productId) ?? []), item]);
    return map;
  };
  const imagesBy = group(images);
  const videosBy = group(videos);
  const catsBy = group(cats);
  const stockBy = group(stock);
  const rowsById = new Map(rows.map((r) => [r.id, r]));

  return productIds.flatMap((id) => {
    const row = rowsById.get(id);
    if (!row) return [];
    const productStock = stockBy.get(id) ?? [];
    const here = viewer.locationId === null ? undefined : productStock.find((s) => s.locationId === viewer.locationId);
    const stockLeft = viewer.locationId === null ? null : here && here.showProductInLocation ? here.stocksLeft : 0;
    const productCats = (catsBy.get(id) ?? []).map((c) => ({ id: c.id, name: c.name }));
    return [
      {
        id: row.id,
        name: row.name,
        price: paiseToRupees(row.pricePaise),
        description: row.description,
        category: productCats[0]?.name ?? '',
        showToConsumer: row.showToConsumer,
        highLight: row.highlights,
        images: (imagesBy.get(id) ?? []).map((i) => ({ id: i.id, imageUrl: i.url })),
        videos: (videosBy.get(id) ?? []).map((v) => ({ id: v.id, videoUrl: v.url })),
        categories: productCats,
        locationStock: productStock.map(({ productId: _productId, ...s }) => s),
        stockLeft,
        stockStatus: stockLeft === null ? null : stockStatusOf(stockLeft),
        amountDTO: convertPaise(row.pricePaise, viewer.currency),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ];
  });
}
