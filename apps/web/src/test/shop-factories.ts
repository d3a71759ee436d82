import type { CartItem, CartResponse } from '@arrival/contracts/cart';
import { CATEGORY_PAGE_DEFAULT_SIZE } from '@arrival/contracts/catalogue-paging';
import {
  stockStatusOf,
  type Category,
  type CategoryProductsPage,
  type ProductSearchPage,
  type ProductSort,
  type Product,
} from '@arrival/contracts/catalogue';

export const categories: Category[] = [
  { id: 1, name: 'Perfumes & Attars', productCount: 2 },
  { id: 2, name: 'Chocolates & Sweets', productCount: 1 },
  { id: 3, name: 'Travel Accessories', productCount: 0 },
];

/** The mock route of the shopping grid's request for one page of a category. */
export const categoryPageRoute = (
  categoryId: number,
  { sort = 'recommended', page = 0 }: { sort?: ProductSort; page?: number } = {},
) => `GET /api/categories/${categoryId}/products?sort=${sort}&page=${page}&size=${CATEGORY_PAGE_DEFAULT_SIZE}`;

/** The answer to that request: `product` as page `page`, out of `total` products. */
export function buildCategoryPage(
  category: Category,
  product: Product[],
  { page = 0, total = product.length }: { page?: number; total?: number } = {},
): CategoryProductsPage {
  return {
    ...category,
    productCount: total,
    product,
    totalElements: total,
    totalPages: Math.ceil(total / CATEGORY_PAGE_DEFAULT_SIZE),
    pageable: { pageNumber: page, pageSize: CATEGORY_PAGE_DEFAULT_SIZE },
  };
}

/** The mock route of the search results' request for one page of the matches of `q`. */
export const searchPageRoute = (q: string, sort: ProductSort = 'recommended', page = 0) =>
  `GET /api/products/search?${new URLSearchParams({ q, sort, page: String(page), size: String(CATEGORY_PAGE_DEFAULT_SIZE) })}`;

/** The answer to that request: `product` as page `page`, out of `total` matches. */
export function buildSearchPage(
  q: string,
  sort: ProductSort,
  product: Product[],
  { page = 0, total = product.length }: { page?: number; total?: number } = {},
): ProductSearchPage {
  return {
    q,
    sort,
    product,
    totalElements: total,
    totalPages: Math.ceil(total / CATEGORY_PAGE_DEFAULT_SIZE),
    pageable: { pageNumber: page, pageSize: CATEGORY_PAGE_DEFAULT_SIZE },
  };
}

/** A product as a traveller at Kochi sees it, priced with a USD reference amount. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  const stockLeft = overrides.stockLeft === undefined ? 40 : overrides.stockLeft;
  return {
    id,
    name: `Product ${id}`,
    price: 2499,
    description: 'A deep, smoky oud softened with Taif rose and saffron.',
    category: 'Perfumes & Attars',
    showToConsumer: true,
    highLight: ['Agarwood, rose and saffron notes'],
    images: [{ id: id * 10, imageUrl: `/uploads/product-${id}.svg` }],
    videos: [],
    categories: [{ id: 1, name: 'Perfumes & Attars' }],
    locationStock: [
      {
        id: id * 100,
        locationId: 1,
        locationName: 'Cochin International Airport (COK)',
        stocksLeft: stockLeft ?? 0,
        allTimeStock: 100,
        receivedOrders: 0,
        showProductInLocation: true,
      },
    ],
    stockLeft,
    stockStatus: stockLeft === null ? null : stockStatusOf(stockLeft),
    amountDTO: { currencySymbol: '$', currencyCode: 'USD', convertedAmount: 28.21, rateDate: '2026-11-20' },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 11,
    cartId: 7,
    userId: 7,
    quantity: 1,
    productResponseDTO: buildProduct(),
    available: true,
    problem: null,
    ...overrides,
  };
}

/** A cart whose totals follow its available lines, as the server computes them. */
export function buildCart(lines: CartItem[]): CartResponse {
  const available = lines.filter((line) => line.available);
  const amountInINR = available.reduce((sum, line) => sum + line.productResponseDTO.price * line.quantity, 0);
  return {
    cart: lines,
    amount: {
      amountInINR,
      convertedAmount: Math.round((amountInINR / 88.6) * 100) / 100,
      currencySymbol: '$',
      currencyCode: 'USD',
      rateDate: '2026-11-20',
    },
    itemCount: available.reduce((sum, line) => sum + line.quantity, 0),
    hasUnavailable: lines.some((line) => !line.available),
    customsAllowance: { allowance: 50_000, total: amountInINR, otherOrders: 0, over: amountInINR > 50_000 },
  };
}
