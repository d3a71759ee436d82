import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../lib/i18n/i18n';
import { CatalogueSearch, SEARCH_DELAY_MS } from './catalogue-search';

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(initialEntry = '/user/shopping/1') {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <CatalogueSearch />
        <Link to="/user/shopping/2">Chocolates</Link>
        <Address />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { user: userEvent.setup(), box: screen.getByRole('searchbox', { name: 'Search products' }) };
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('CatalogueSearch', () => {
  it('is a labelled search landmark', () => {
    renderSearch();
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('searchbox', { name: 'Search products' }));
  });

  it('puts what is typed in the address after a pause, keeping the sort', async () => {
    const { user, box } = renderSearch('/user/shopping/1?sort=price-asc');
    await user.type(box, ' choclate ');
    expect(address()).toHaveTextContent('/user/shopping/1?sort=price-asc');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 50)));
    expect(address()).toHaveTextContent('/user/shopping/1?sort=price-asc&q=choclate');
    expect(box).toHaveValue(' choclate ');
  });

  it('searches at once on Enter', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'oud{Enter}');
    expect(address()).toHaveTextContent('/user/shopping/1?q=oud');
  });

  it('ends the search with the clear button or Esc', async () => {
    const { user, box } = renderSearch('/user/shopping/1?q=oud');
    expect(box).toHaveValue('oud');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(address()).toHaveTextContent(/^\/user\/shopping\/1$/);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();

    await user.type(box, 'tea{Enter}');
    expect(address()).toHaveTextContent('q=tea');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(address()).toHaveTextContent(/^\/user\/shopping\/1$/);
    expect(box).toHaveValue('');
  });

  it('empties the box when the address leaves the search', async () => {
    const { user, box } = renderSearch('/user/shopping/1?q=oud');
    await user.click(screen.getByRole('link', { name: 'Chocolates' }));
    expect(address()).toHaveTextContent(/^\/user\/shopping\/2$/);
    expect(box).toHaveValue('');
  });
});
