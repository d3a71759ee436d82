import { createCategory, createLocation, createProduct } from '../seed/factories.ts';
import type { Db } from '../db/client.ts';

/**
 * A small catalogue with every visibility case: in stock, low, out of stock, hidden from consumers,
 * hidden at one airport, retired.
 */
export async function createCatalogueFixture(db: Db) {
  const cok = await createLocation(db, { code: 'COK', name: 'Cochin International Airport (COK)', city: 'Kochi' });
  const trv = await createLocation(db, {
    code: 'TRV',
    name: 'Trivandrum International Airport (TRV)',
    city: 'Thiruvananthapuram',
  });
  const perfumes = await createCategory(db, { name: 'Perfumes' });
  const sweets = await createCategory(db, { name: 'Chocolates' });
  const both = (cokLeft: number, trvLeft: number, cokShow = true) => [
    { locationId: cok.id, stocksLeft: cokLeft, show: cokShow },
    { locationId: trv.id, stocksLeft: trvLeft },
  ];
  const make = (name: string, pricePaise: number, stock: ReturnType<typeof both>, extra: Record<string, unknown> = {}) =>
    createProduct(db, { name, pricePaise, categoryIds: [perfumes.id], stock, ...extra }).then((p) => p.product);

  const products = {
    plenty: await make('Oud Intense 100 ml', 249_900, both(50, 40), {
      highlights: ['Long lasting', 'Gift box'],
      videos: ['/uploads/oud.mp4'],
    }),
    low: await make('Rose Attar 12 ml', 89_950, both(5, 30)),
    soldOut: await make('Musk Amber 50 ml', 150_000, both(0, 10)),
    hidden: await make('Unreleased Blend', 99_900, both(10, 10), { showToConsumer: false }),
    hiddenAtCok: await make('Jasmine Mist', 120_000, both(20, 20, false)),
    retired: await make('Old Classic', 50_000, both(10, 10), { retiredAt: new Date('2026-01-01T00:00:00Z') }),
    chocolate: await createProduct(db, {
      name: 'Dark Cocoa 70%',
      pricePaise: 45_000,
      categoryIds: [sweets.id],
      stock: both(100, 100),
    }).then((p) => p.product),
  };
  return { cok, trv, perfumes, sweets, products };
}
