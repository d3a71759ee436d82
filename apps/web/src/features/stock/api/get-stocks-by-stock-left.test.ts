import { beforeEach, describe, expect, it } from 'vitest';
import { buildStockPage, buildStockRow } from '../../../test/admin-factories';
import { mockApi } from '../../../test/mock-api';
import { getStocksByStockLeft } from './get-stocks-by-stock-left';

/** 23 rows as the server orders them: lowest stock first. */
const lowestFirst = Array.from({ length: 23 }, (_, index) => buildStockRow({ id: index + 1, stocksLeft: index }));

/** The server's pages of those rows, at any size. */
function serverPages() {
  return mockApi(
    Object.fromEntries(
      [1, 10].flatMap((size) =>
        Array.from({ length: Math.ceil(lowestFirst.length / size) }, (_, page) => [
          `GET /api/location-stock/orderByStockLeft?page=${page}&size=${size}`,
          {
            body: buildStockPage(lowestFirst.slice(page * size, (page + 1) * size), {
              page,
              size,
              totalElements: lowestFirst.length,
            }),
          },
        ]),
      ),
    ),
  );
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('stock pages by stock left', () => {
  beforeEach(() => sessionStorage.setItem('token', 'admin-token'));

  it("passes the server's lowest-first pages through", async () => {
    serverPages();
    const page = await getStocksByStockLeft({ page: 1, size: 10, descending: false });
    expect(ids(page.content)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('reads highest first across all pages, not just within one', async () => {
    serverPages();
    const first = await getStocksByStockLeft({ page: 0, size: 10, descending: true });
    expect(ids(first.content)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(first).toMatchObject({ totalElements: 23, totalPages: 3, pageable: { pageNumber: 0, pageSize: 10 } });
    expect(first.stocks).toEqual(first.content);

    const last = await getStocksByStockLeft({ page: 2, size: 10, descending: true });
    expect(ids(last.content)).toEqual([3, 2, 1]);
  });

  it('answers an empty page past the end', async () => {
    serverPages();
    const beyond = await getStocksByStockLeft({ page: 5, size: 10, descending: true });
    expect(beyond.content).toEqual([]);
  });
});
