import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../lib/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderWithQuery } from '../../../test/render';
import { categories } from '../../../test/shop-factories';
import { CategoryChips } from './category-chips';

function renderChips(currentId: number | null, initialEntry = '/') {
  sessionStorage.setItem('token', 'abc');
  mockApi({ 'GET /api/categories/getAll': { body: categories } });
  return renderWithQuery(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <CategoryChips currentId={currentId} />
      </MemoryRouter>
    </I18nProvider>,
  );
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

  it('marks none while a search is showing', async () => {
    renderChips(null);
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });
});
