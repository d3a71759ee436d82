import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@arrival/contracts/cart';
import type { Product, ProductSort } from '@arrival/contracts/catalogue';
import { apiError, mockApi } from '../../../../test/mock-api';
import { airports, buildUser } from '../../../../test/factories';
import { renderApp } from '../../../../test/render';
import {
  buildCart,
  buildCartItem,
  buildCategoryPage,
  buildProduct,
  buildSearchPage,
  categories,
  categoryPageRoute,
  searchPageRoute,
} from '../../../../test/shop-factories';

const oud = buildProduct({
  id: 1,
  name: 'Oud Al Layl 100 ml',
  stockLeft: 3,
  images: [
    { id: 10, imageUrl: '/uploads/oud-front.svg' },
    { id: 11, imageUrl: '/uploads/oud-closeup.svg' },
  ],
  videos: [{ id: 5, videoUrl: '/uploads/oud.webm' }],
});
const jasmine = buildProduct({ id: 2, name: 'Malabar Jasmine Attar', price: 899, stockLeft: 88, highLight: [] });
const musk = buildProduct({ id: 3, name: 'White Musk Oil', price: 749, stockLeft: 0 });

type Routes = Parameters<typeof mockApi>[0];

/** A signed-in traveller at Kochi, with category 1 holding three products and a cart the fake server keeps. */
function shop(path: string, routes: Routes = {}, initialCart: CartItem[] = []) {
  let cart = initialCart;
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ pickUpLocation: 1, arrivalDate: '2099-01-01T10:00:00.000Z' }) },
    'GET /api/locations': { body: airports },
    'GET /api/categories/getAll': { body: categories },
    [categoryPageRoute(1)]: { body: buildCategoryPage(categories[0]!, [oud, jasmine, musk]) },
    'GET /api/cart/CartDetails': () => ({ body: buildCart(cart) }),
    'POST /api/cart/add': ({ body }) => {
      const { productId, quantity } = body as { productId: number; quantity: number };
      const product = [oud, jasmine, musk].find((p) => p.id === productId)!;
      cart = [...cart, buildCartItem({ id: 20 + productId, quantity, productResponseDTO: product })];
      return { body: { message: 'Item added to cart!' } };
    },
    'GET /api/currency/rates': {
      body: { rateDate: '2026-11-20', currencies: ['INR', 'USD', 'EUR'].map((code) => ({ code, symbol: code, inrPerUnit: 1 })) },
    },
    ...routes,
  });
  return { ...renderApp(path, { token: 'stored' }), ...api, cartLines: () => cart };
}

const grid = () => screen.findByRole('list', { name: 'Perfumes & Attars products' });
const card = async (name: string) =>
  within(await grid()).getByRole('listitem', { name: (_, element) => element.textContent?.includes(name) ?? false });
const sentCurrencies = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => new Headers(init?.headers).get('X-Currency'));

describe('shopping layout (SPEC §2 "Shopping")', () => {
  it('opens on category 1, named by the carousel, with the cart total and a disabled Checkout while the cart is empty', async () => {
    const { history } = shop('/user/shopping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfumes & Attars' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/user/shopping/1');
    // Category 3 has nothing at the airport, so the arrows skip it.
    expect(screen.getByRole('link', { name: 'Previous category' })).toHaveAttribute('href', '/user/shopping/2');
    expect(await screen.findByRole('link', { name: 'Cart, 0 items, total ₹0.00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('shows the total in INR and the reference currency, and lets a non-empty cart go to checkout', async () => {
    shop('/user/shopping/1', {}, [buildCartItem({ quantity: 2, productResponseDTO: jasmine })]);
    expect(await screen.findByRole('link', { name: 'Cart, 2 items, total ₹1,798.00' })).toHaveTextContent('≈ $20.29');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/user/checkout');
  });

  it('asks again in the currency the traveller picks', async () => {
    const { user, fetchMock } = shop('/user/shopping/1');
    await grid();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Reference currency' }), 'EUR');
    await waitFor(() => expect(sentCurrencies(fetchMock, categoryPageRoute(1).slice('GET '.length))).toContain('EUR'));
    expect(sentCurrencies(fetchMock, '/api/cart/CartDetails')).toContain('EUR');
    expect(localStorage.getItem('referenceCurrency')).toBe('EUR');
  });
});

describe('category page', () => {
  it('shows each product with image, name, price and stock badge, opening the product on click', async () => {
    const { user, history } = shop('/user/shopping/1');
    const oudCard = await card(oud.name);
    expect(within(oudCard).getByText('₹2,499.00')).toBeInTheDocument();
    expect(within(oudCard).getByText('Low Stock')).toBeInTheDocument();
    expect(within(await card(jasmine.name)).queryByText(/Stock/)).not.toBeInTheDocument();
    const image = oudCard.querySelector('img')!;
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('src', '/uploads/oud-front.svg');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/product-fallback.svg');

    await user.click(within(oudCard).getByRole('link', { name: oud.name }));
    await waitFor(() => expect(history.location.pathname).toBe('/user/shopping/view-product/1'));
  });

  it('adds one from the card, says so and refreshes the cart total; an out-of-stock product cannot be added', async () => {
    // Once something is added, the cart's next read is answered only when the test lets it.
    let answerCartRead = () => {};
    const server = shop('/user/shopping/1', {
      'GET /api/cart/CartDetails': () =>
        server.cartLines().length === 0
          ? { body: buildCart([]) }
          : new Promise((resolve) => (answerCartRead = () => resolve({ body: buildCart(server.cartLines()) }))),
    });
    const { user, calls } = server;
    expect(within(await card(musk.name)).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(await card(musk.name)).getByRole('button', { name: `Add ${musk.name} to cart` })).toBeDisabled();

    const add = within(await card(jasmine.name)).getByRole('button', { name: `Add ${jasmine.name} to cart` });
    await user.click(add);
    expect(await screen.findByText('Item added to cart!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/cart/add')?.body).toEqual({ productId: 2, quantity: 1 });
    // The button is free with the server's answer, before the cart's read has come back.
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByRole('link', { name: 'Cart, 1 item, total ₹899.00' })).not.toBeInTheDocument();
    answerCartRead();
    expect(await screen.findByRole('link', { name: 'Cart, 1 item, total ₹899.00' })).toBeInTheDocument();
  });

  it("shows the server's refusal as it is worded", async () => {
    const { user } = shop('/user/shopping/1', { 'POST /api/cart/add': apiError(409, 'OUT_OF_STOCK', 'Only 5 left at COK') });
    await user.click(within(await card(jasmine.name)).getByRole('button', { name: `Add ${jasmine.name} to cart` }));
    expect(await screen.findByText('Only 5 left at COK')).toBeInTheDocument();
  });

  it("says 'No category found' for an unknown category", async () => {
    shop('/user/shopping/99', { [categoryPageRoute(99)]: apiError(404, 'NOT_FOUND', 'Category not found') });
    expect(await screen.findByRole('heading', { name: 'No category found' })).toBeInTheDocument();
  });

  it("says 'No products available in this category' for an empty one", async () => {
    shop('/user/shopping/3', { [categoryPageRoute(3)]: { body: buildCategoryPage(categories[2]!, []) } });
    expect(await screen.findByRole('heading', { name: 'No products available in this category' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Travel Accessories' })).toBeInTheDocument();
  });
});

/** Stands in for the browser's observer: `scrollToEnd` says the end of the list came into view. */
function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollToEnd: () => {
      for (const { callback, targets } of [...observers]) {
        const entries = targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
        callback(entries, {} as IntersectionObserver);
      }
    },
    get watching() {
      return observers.size;
    },
  };
}

describe('category pages', () => {
  /** Thirty products: a first page of 24 and a second of 6. */
  const many = Array.from({ length: 30 }, (_, i) => buildProduct({ id: 100 + i, name: `Attar No. ${i + 1}` }));
  const firstPage = many.slice(0, 24);
  const secondPage = many.slice(24);
  const pageRoutes = (
    second: Routes[string] = { body: buildCategoryPage(categories[0]!, secondPage, { page: 1, total: 30 }) },
  ): Routes => ({
    [categoryPageRoute(1)]: { body: buildCategoryPage(categories[0]!, firstPage, { total: 30 }) },
    [categoryPageRoute(1, { page: 1 })]: second,
  });

  it('shows the first page, loads the rest when the end of the list scrolls into view, and says how many are shown', async () => {
    const io = fakeIntersectionObserver();
    const { calls } = shop('/user/shopping/1', pageRoutes());
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(24);
    const status = screen.getByText('Showing 24 of 30 products');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(calls.filter((c) => c.path.startsWith('/api/categories/1/products'))).toHaveLength(1);

    await waitFor(() => expect(io.watching).toBe(1));
    io.scrollToEnd();
    await waitFor(async () => expect(within(await grid()).getAllByRole('listitem')).toHaveLength(30));
    expect(await screen.findByText('Showing all 30 products')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Each product once, in the server's order.
    within(await grid())
      .getAllByRole('listitem')
      .forEach((item, i) => expect(item).toHaveTextContent(new RegExp(`Attar No. ${i + 1}(?!\\d)`)));
    expect(io.watching).toBe(0);
  });

  it('loads the first row of pictures at once and first, the rest as they near the screen', async () => {
    shop('/user/shopping/1', pageRoutes());
    const pictures = within(await grid())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img')!);
    expect(pictures.slice(0, 4).map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual(
      Array(4).fill(['eager', 'high']),
    );
    expect(pictures.slice(4).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('loads more with the keyboard when the list cannot be scrolled, moving focus to the first new product', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { user } = shop('/user/shopping/1', pageRoutes());
    await grid();
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect(within(await grid()).getAllByRole('listitem')).toHaveLength(30));
    const firstNew = within(await grid()).getAllByRole('listitem')[24]!;
    await waitFor(() => expect(firstNew).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByText('Showing all 30 products')).toBeInTheDocument();
  });

  it('says when the next page fails, stops loading by itself and tries again from the button', async () => {
    const io = fakeIntersectionObserver();
    let fail = true;
    const { user } = shop(
      '/user/shopping/1',
      pageRoutes(() =>
        fail ? { status: 503, body: {} } : { body: buildCategoryPage(categories[0]!, secondPage, { page: 1, total: 30 }) },
      ),
    );
    await grid();
    await waitFor(() => expect(io.watching).toBe(1));
    io.scrollToEnd();
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Failed to fetch category'));
    expect(within(await grid()).getAllByRole('listitem')).toHaveLength(24);
    expect(io.watching).toBe(0);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(within(await grid()).getAllByRole('listitem')).toHaveLength(30));
  });

  it("marks products of a later page already in the cart with 'In cart ×N'", async () => {
    const io = fakeIntersectionObserver();
    shop('/user/shopping/1', pageRoutes(), [buildCartItem({ quantity: 3, productResponseDTO: secondPage[0]! })]);
    await grid();
    await waitFor(() => expect(io.watching).toBe(1));
    io.scrollToEnd();
    expect(await within(await card('Attar No. 25')).findByText('In cart ×3')).toBeInTheDocument();
  });
});

describe('catalogue navigation', () => {
  const truffles = buildProduct({
    id: 4,
    name: 'Date Truffles 250 g',
    price: 899,
    category: 'Chocolates & Sweets',
    categories: [{ id: 2, name: 'Chocolates & Sweets' }],
  });
  const searchRoute = (q: string, sort: ProductSort, products: Product[]): Routes => ({
    [searchPageRoute(q, sort)]: { body: buildSearchPage(q, sort, products) },
  });
  const chips = () => screen.findByRole('navigation', { name: 'Categories' });
  const cardNames = (list: HTMLElement) =>
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('reaches any category with something at the airport in one tap', async () => {
    const { user, history } = shop('/user/shopping/1', {
      [categoryPageRoute(2)]: { body: buildCategoryPage(categories[1]!, [truffles]) },
    });
    const nav = await chips();
    expect(within(nav).getByRole('link', { name: 'Perfumes & Attars' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Travel Accessories' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Chocolates & Sweets' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chocolates & Sweets' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/user/shopping/2');
    expect(within(await chips()).getByRole('link', { name: 'Chocolates & Sweets' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks the server for the category in price order both ways and by name, keeping the sort in the address', async () => {
    const { user, history } = shop('/user/shopping/1', {
      [categoryPageRoute(1, { sort: 'price-asc' })]: { body: buildCategoryPage(categories[0]!, [musk, jasmine, oud]) },
      [categoryPageRoute(1, { sort: 'price-desc' })]: { body: buildCategoryPage(categories[0]!, [oud, jasmine, musk]) },
      [categoryPageRoute(1, { sort: 'name' })]: { body: buildCategoryPage(categories[0]!, [jasmine, oud, musk]) },
    });
    expect(cardNames(await grid())).toEqual([oud.name, jasmine.name, musk.name]);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sortBy, 'Price: low to high');
    await waitFor(async () => expect(cardNames(await grid())).toEqual([musk.name, jasmine.name, oud.name]));
    expect(history.location.search).toBe('?sort=price-asc');
    await user.selectOptions(sortBy, 'Price: high to low');
    await waitFor(async () => expect(cardNames(await grid())).toEqual([oud.name, jasmine.name, musk.name]));
    await user.selectOptions(sortBy, 'Name: A to Z');
    await waitFor(async () => expect(cardNames(await grid())).toEqual([jasmine.name, oud.name, musk.name]));
    await user.selectOptions(sortBy, 'Recommended');
    expect(history.location.search).toBe('');
  });

  it('searches the catalogue, announcing the count, and sorts the results on the server', async () => {
    const { user, history } = shop('/user/shopping/1', {
      ...searchRoute('choclate', 'recommended', [truffles, jasmine]),
      ...searchRoute('choclate', 'price-desc', [jasmine, truffles]),
    });
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'choclate{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(await screen.findByText('2 results for “choclate”')).toHaveAttribute('aria-live', 'polite');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(cardNames(results)).toEqual([truffles.name, jasmine.name]);
    expect(within(await chips()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await waitFor(() =>
      expect(cardNames(screen.getByRole('list', { name: 'Search results' }))).toEqual([jasmine.name, truffles.name]),
    );
    expect(history.location.search).toBe('?q=choclate&sort=price-desc');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfumes & Attars' })).toBeInTheDocument();
  });

  it('shows the first page of many matches with their count, and loads the rest as the traveller scrolls', async () => {
    const io = fakeIntersectionObserver();
    const matches = Array.from({ length: 30 }, (_, i) => buildProduct({ id: 200 + i, name: `Cocoa Bar No. ${i + 1}` }));
    shop('/user/shopping/1?q=cocoa', {
      [searchPageRoute('cocoa')]: { body: buildSearchPage('cocoa', 'recommended', matches.slice(0, 24), { total: 30 }) },
      [searchPageRoute('cocoa', 'recommended', 1)]: {
        body: buildSearchPage('cocoa', 'recommended', matches.slice(24), { page: 1, total: 30 }),
      },
    });
    expect(await screen.findByText('30 results for “cocoa”')).toHaveAttribute('role', 'status');
    const results = () => screen.getByRole('list', { name: 'Search results' });
    expect(within(results()).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 products')).toBeInTheDocument();
    await waitFor(() => expect(io.watching).toBe(1));
    io.scrollToEnd();
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(30));
    expect(cardNames(results())).toEqual(matches.map((product) => product.name));
    expect(screen.getByText('Showing all 30 products')).toBeInTheDocument();
  });

  it('says when a search failed, and runs it again from Try again', async () => {
    let fail = true;
    const { user } = shop('/user/shopping/1?q=cocoa', {
      [searchPageRoute('cocoa')]: () =>
        fail ? { status: 503, body: {} } : { body: buildSearchPage('cocoa', 'recommended', [truffles]) },
    });
    expect(await screen.findByRole('heading', { name: 'Failed to search products' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 result for “cocoa”')).toBeInTheDocument();
    expect(cardNames(screen.getByRole('list', { name: 'Search results' }))).toEqual([truffles.name]);
  });

  it('says so when nothing matches', async () => {
    shop('/user/shopping/1?q=zzz', searchRoute('zzz', 'recommended', []));
    expect(await screen.findByRole('heading', { name: 'No products match “zzz”' })).toBeInTheDocument();
    expect(screen.getByText('No results for “zzz”')).toHaveAttribute('role', 'status');
  });

  it("marks the cards of products already in the cart with 'In cart ×N'", async () => {
    shop('/user/shopping/1', {}, [buildCartItem({ quantity: 2, productResponseDTO: jasmine })]);
    expect(await within(await card(jasmine.name)).findByText('In cart ×2')).toBeInTheDocument();
    expect(within(await card(oud.name)).queryByText(/In cart/)).not.toBeInTheDocument();
  });
});

describe('product page', () => {
  const productRoutes = (product: Product, onWishlist = false): Routes => ({
    [`GET /api/product/${product.id}`]: { body: product },
    [`GET /api/wishlist/checkStatus?productId=${product.id}`]: { body: onWishlist },
  });

  it('shows price, reference amount, stock, description and highlights, and no category carousel', async () => {
    shop('/user/shopping/view-product/1', productRoutes(oud));
    expect(await screen.findByRole('heading', { level: 1, name: oud.name })).toBeInTheDocument();
    expect(screen.getByText('₹2,499.00')).toBeInTheDocument();
    expect(screen.getByText('≈ $28.21 · reference rate of 20 Nov 2026; you pay in INR')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText(oud.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next category' })).not.toBeInTheDocument();
  });

  it("opens from a card at once with the category's copy, then shows the product's own", async () => {
    let answer = () => {};
    const { user } = shop('/user/shopping/1', {
      ...productRoutes(oud),
      'GET /api/product/1': () => new Promise((resolve) => (answer = () => resolve({ body: { ...oud, stockLeft: 2 } }))),
    });
    await user.click(within(await card(oud.name)).getByRole('link', { name: oud.name }));
    expect(await screen.findByRole('heading', { level: 1, name: oud.name })).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
  });

  it('hides the highlights and the video button when there are none', async () => {
    shop('/user/shopping/view-product/2', productRoutes(jasmine));
    await screen.findByRole('heading', { level: 1, name: jasmine.name });
    expect(screen.queryByRole('heading', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Product Video' })).not.toBeInTheDocument();
  });

  it('switches images with the thumbnails, by click or arrow keys', async () => {
    const { user } = shop('/user/shopping/view-product/1', productRoutes(oud));
    const main = await screen.findByRole('img', { name: `${oud.name}, image 1 of 2` });
    const thumbnails = screen.getByRole('group', { name: 'Product images' });
    await user.click(within(thumbnails).getByRole('button', { name: 'Show image 2 of 2' }));
    expect(main).toHaveAttribute('src', '/uploads/oud-closeup.svg');
    expect(within(thumbnails).getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowRight}');
    expect(main).toHaveAttribute('src', '/uploads/oud-front.svg');
    expect(within(thumbnails).getByRole('button', { name: 'Show image 1 of 2' })).toHaveFocus();
  });

  it('plays the first video in a dialog', async () => {
    const { user } = shop('/user/shopping/view-product/1', productRoutes(oud));
    await user.click(await screen.findByRole('button', { name: 'Watch Product Video' }));
    const dialog = await screen.findByRole('dialog', { name: oud.name });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/uploads/oud.webm');
    expect(dialog.querySelector('video')).toHaveAttribute('controls');
  });

  it('adds the chosen quantity, which cannot pass the stock left at the airport', async () => {
    const { user, calls } = shop('/user/shopping/view-product/1', productRoutes(oud));
    const stepper = await screen.findByRole('group', { name: `Quantity of ${oud.name}` });
    const increase = within(stepper).getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    await user.click(increase);
    expect(stepper).toHaveTextContent('3');
    expect(increase).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item added to cart!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/cart/add')?.body).toEqual({ productId: 1, quantity: 3 });
  });

  it("fills 'More like this' with the category's other products", async () => {
    shop('/user/shopping/view-product/1', productRoutes(oud));
    const more = await screen.findByRole('list', { name: 'More like this' });
    expect(within(more).getAllByRole('listitem')).toHaveLength(2);
    expect(within(more).queryByRole('link', { name: oud.name })).not.toBeInTheDocument();
    // Below the product itself: none of its pictures competes with the product's own.
    const pictures = [...more.querySelectorAll('img')];
    expect(pictures).toHaveLength(2);
    expect(pictures.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('toggles the wishlist heart at once, saying what happened when the server has answered', async () => {
    let saved = false;
    // Each change is answered only when the test lets it, as a slow network would.
    let answer = () => {};
    const heldUntilAnswered = (reply: () => { status?: number; body: unknown }) => () =>
      new Promise<{ status?: number; body: unknown }>((resolve) => (answer = () => resolve(reply())));
    const { user } = shop('/user/shopping/view-product/2', {
      ...productRoutes(jasmine),
      'GET /api/wishlist/checkStatus?productId=2': () => ({ body: saved }),
      'POST /api/wishlist/add?productId=2': heldUntilAnswered(() => {
        saved = true;
        return { body: { message: 'Product added to wishlist!' } };
      }),
      'DELETE /api/wishlist/remove?productId=2': heldUntilAnswered(() => apiError(500, 'INTERNAL', 'Database down')),
    });
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toBeDisabled();
    answer();
    expect(await screen.findByText('Product added to wishlist!')).toBeInTheDocument();
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    // A removal the server refuses: the heart empties at the tap, then fills again with the reason.
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    answer();
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'Product not found' for an unknown product", async () => {
    shop('/user/shopping/view-product/404', { 'GET /api/product/404': apiError(404, 'NOT_FOUND', 'Product not found') });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });
});

describe('wishlist screen (SPEC §2 "Wishlist")', () => {
  it("lists the saved products as cards under 'My Wishlist'", async () => {
    shop('/user/wishlist', { 'GET /api/wishlist': { body: [jasmine] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Wishlist products' });
    expect(within(list).getByRole('link', { name: jasmine.name })).toHaveAttribute('href', '/user/shopping/view-product/2');
  });

  it("says 'Your wishlist is empty.'", async () => {
    shop('/user/wishlist', { 'GET /api/wishlist': { body: [] } });
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty.' })).toBeInTheDocument();
  });

  it("says 'Failed to load wishlist: {message}'", async () => {
    shop('/user/wishlist', { 'GET /api/wishlist': apiError(400, 'VALIDATION_FAILED', 'Bad request') });
    expect(await screen.findByRole('heading', { name: 'Failed to load wishlist: Bad request' })).toBeInTheDocument();
  });
});
