import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { afterFirstScreen } from '../../../lib/after-first-screen';
import { i18n } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderWithQuery } from '../../../test/render';
import { buildCategoryPage, categories, categoryPageRoute } from '../../../test/shop-factories';
import { adjacentCategories, CategoryCarousel } from './category-carousel';

function renderCarousel(currentId: number | null, initialEntry = '/', routes: Parameters<typeof mockApi>[0] = {}) {
  sessionStorage.setItem('token', 'abc');
  const { calls } = mockApi({ 'GET /api/categories/getAll': { body: categories }, ...routes });
  const rendered = renderWithQuery(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <CategoryCarousel currentId={currentId} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { ...rendered, calls };
}

const arrow = (name: 'Previous category' | 'Next category') => screen.getByRole('link', { name });

describe('adjacentCategories (SPEC §2: the arrows wrap around)', () => {
  const ids = (id: number | null) => {
    const around = adjacentCategories(categories, id);
    return [around?.previous.id, around?.next.id];
  };

  it('goes from the first back to the last, and from the last on to the first', () => {
    expect(ids(1)).toEqual([3, 2]);
    expect(ids(2)).toEqual([1, 3]);
    expect(ids(3)).toEqual([2, 1]);
  });

  it('treats an unknown category as sitting before the first', () => {
    expect(ids(99)).toEqual([3, 1]);
    expect(ids(null)).toEqual([3, 1]);
  });

  it('points at itself when there is only one category, and nowhere when there are none', () => {
    expect(adjacentCategories([categories[0]!], 1)).toMatchObject({ previous: { id: 1 }, next: { id: 1 } });
    expect(adjacentCategories([], 1)).toBeNull();
  });
});

describe('CategoryCarousel', () => {
  it('names the current category as the heading, with arrows that wrap and skip a category empty at the airport', async () => {
    renderCarousel(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfumes & Attars' })).toBeInTheDocument();
    // Travel Accessories (3) has nothing at the airport, so it is neither counted nor stepped to.
    expect(screen.getByText('Category 1 of 2 · 2 products')).toBeInTheDocument();
    expect(arrow('Previous category')).toHaveAttribute('href', '/user/shopping/2');
    expect(arrow('Next category')).toHaveAttribute('href', '/user/shopping/2');
  });

  it('keeps the chosen sort on the arrows', async () => {
    renderCarousel(2, '/user/shopping/2?sort=price-desc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chocolates & Sweets' })).toBeInTheDocument();
    expect(arrow('Next category')).toHaveAttribute('href', '/user/shopping/1?sort=price-desc');
  });

  it('asks for the first pages of the categories either side once the screen is drawn, with no pointer near', async () => {
    // Travel Accessories (3) opened by its link: Chocolates & Sweets (2) before it, Perfumes & Attars (1) after.
    const neighbours = [categoryPageRoute(2), categoryPageRoute(1)];
    const { calls } = renderCarousel(3, '/user/shopping/3', {
      [neighbours[0]!]: { body: buildCategoryPage(categories[1]!, []) },
      [neighbours[1]!]: { body: buildCategoryPage(categories[0]!, []) },
    });
    const asked = () => calls.map((call) => `${call.method} ${call.path}`).filter((call) => neighbours.includes(call));
    await waitFor(() => expect(asked().sort()).toEqual([...neighbours].sort()));
    // Once each: the pair is not asked for again when the queries settle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toHaveLength(2);
  });

  describe('with Save-Data on', () => {
    beforeEach(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    afterEach(() => Reflect.deleteProperty(navigator, 'connection'));

    it("asks for the next category's first page, in the chosen sort, only when the pointer reaches its arrow", async () => {
      const nextPage = categoryPageRoute(1, { sort: 'price-desc' });
      const { user, calls, queryClient } = renderCarousel(2, '/user/shopping/2?sort=price-desc', {
        [nextPage]: { body: buildCategoryPage(categories[0]!, []) },
      });
      const paths = () => calls.map((call) => `${call.method} ${call.path}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Chocolates & Sweets' })).toBeInTheDocument();
      await afterFirstScreen(queryClient);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(paths()).not.toContain(nextPage);
      await user.hover(arrow('Next category'));
      await waitFor(() => expect(paths()).toContain(nextPage));
    });
  });

  it('still names an empty category opened by its link, and wraps forward from it', async () => {
    renderCarousel(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel Accessories' })).toBeInTheDocument();
    expect(arrow('Next category')).toHaveAttribute('href', '/user/shopping/1');
    expect(arrow('Previous category')).toHaveAttribute('href', '/user/shopping/2');
  });

  it('falls back to a plain heading when the categories cannot be loaded', async () => {
    sessionStorage.setItem('token', 'abc');
    mockApi({});
    renderWithQuery(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <CategoryCarousel currentId={1} />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next category' })).toBeDisabled();
  });
});
