import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderWithQuery } from '../../../test/render';
import { buildCategoryPage, categories, categoryPageRoute } from '../../../test/shop-factories';
import { CategoryChips } from './category-chips';

function renderChips(currentId: number | null, initialEntry = '/', routes: Parameters<typeof mockApi>[0] = {}) {
  sessionStorage.setItem('token', 'abc');
  const { calls } = mockApi({ 'GET /api/categories/getAll': { body: categories }, ...routes });
  const rendered = renderWithQuery(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <CategoryChips currentId={currentId} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { ...rendered, calls };
}

describe('CategoryChips', () => {
  it('links every category that has products at the airport, marking the current one', async () => {
    renderChips(2);
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Perfumes & Attars', '/user/shopping/1'],
      ['Chocolates & Sweets', '/user/shopping/2'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Chocolates & Sweets' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Perfumes & Attars' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'Travel Accessories' })).not.toBeInTheDocument();
  });

  it('keeps an empty category when it is the one open, and the chosen sort in every link', async () => {
    renderChips(3, '/user/shopping/3?sort=name');
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Travel Accessories' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Perfumes & Attars' })).toHaveAttribute('href', '/user/shopping/1?sort=name');
  });

  it("asks for a category's first page when the pointer reaches its chip, before the tap", async () => {
    const firstPage = categoryPageRoute(1);
    const { user, calls } = renderChips(2, '/', { [firstPage]: { body: buildCategoryPage(categories[0]!, []) } });
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    const asked = () => calls.filter((call) => `${call.method} ${call.path}` === firstPage).length;
    expect(asked()).toBe(0);
    await user.hover(within(nav).getByRole('link', { name: 'Perfumes & Attars' }));
    await waitFor(() => expect(asked()).toBe(1));
    // Still fresh: reaching the chip again asks for nothing.
    await user.unhover(within(nav).getByRole('link', { name: 'Perfumes & Attars' }));
    await user.hover(within(nav).getByRole('link', { name: 'Perfumes & Attars' }));
    expect(asked()).toBe(1);
  });

  it('marks none while a search is showing', async () => {
    renderChips(null);
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });
});
