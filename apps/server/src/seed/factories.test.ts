import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database, type Db } from '../db/client.ts';
import { buildProduct, buildUser, createCategory, createLocation, createProduct, createUser } from './factories.ts';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openPglite(undefined);
  db = database.db;
});

afterAll(async () => {
  await database.close();
});

describe('factories', () => {
  it('builds plain values with overrides applied', () => {
    const product = buildProduct({ pricePaise: 12_345 });
    expect(product).toMatchObject({ pricePaise: 12_345, showToConsumer: true });
    expect(product.description.length).toBeGreaterThanOrEqual(10);
    expect(buildProduct().name).not.toBe(buildProduct().name);
  });

  it('creates a product with its categories, images, videos and stock', async () => {
    const [kochi, kannur] = [await createLocation(db), await createLocation(db)];
    const category = await createCategory(db, { name: 'Perfumes' });
    const created = await createProduct(db, {
      name: 'Test Attar',
      categoryIds: [category.id],
      images: ['/uploads/a.svg', '/uploads/b.svg'],
      videos: ['/uploads/clip.webm'],
      stock: [
        { locationId: kochi.id, stocksLeft: 7 },
        { locationId: kannur.id, stocksLeft: 3, show: false, allTimeStock: 10, receivedOrders: 7 },
      ],
    });

    expect(created.product).toMatchObject({ name: 'Test Attar', pricePaise: 49_900, showToConsumer: true });
    expect(created.categories).toEqual([{ productId: created.product.id, categoryId: category.id }]);
    expect(created.images.map((i) => [i.url, i.position])).toEqual([
      ['/uploads/a.svg', 0],
      ['/uploads/b.svg', 1],
    ]);
    expect(created.videos.map((v) => v.url)).toEqual(['/uploads/clip.webm']);
    expect(
      created.stock.map((s) => [s.locationId, s.stocksLeft, s.allTimeStock, s.receivedOrders, s.showProductInLocation]),
    ).toEqual([
      [kochi.id, 7, 7, 0, true],
      [kannur.id, 3, 10, 7, false],
    ]);
  });

  it('gives a product one placeholder image by default', async () => {
    const { images, stock, categories } = await createProduct(db);
    expect(images).toHaveLength(1);
    expect(stock).toEqual([]);
    expect(categories).toEqual([]);
  });

  it('creates users with unique phones and the USER role unless told otherwise', async () => {
    const first = await createUser(db);
    const second = await createUser(db, { role: 'STAFF', name: null });
    expect(first.role).toBe('USER');
    expect(second).toMatchObject({ role: 'STAFF', name: null });
    expect(first.phone).not.toBe(second.phone);
    expect(buildUser().phone).toMatch(/^91\d{10}$/);
  });
});
