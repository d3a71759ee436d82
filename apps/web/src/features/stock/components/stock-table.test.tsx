import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { toast, Toaster } from 'sonner';
import { I18nProvider } from '@lingui/react';
import { RESTOCK_MESSAGE, type StockRow } from '@arrival/contracts/stock';
import { buildStockRow } from '../../../test/admin-factories';
import { airports } from '../../../test/factories';
import { i18n } from '../../../lib/i18n/i18n';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderWithQuery } from '../../../test/render';
import { StockTable } from './stock-table';

afterEach(() => toast.dismiss());

/** The table as a screen holds it: the page and the order in the screen's own state. */
function StockTableOnScreen({ rows, rowCount }: { rows: StockRow[]; rowCount?: number }) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <I18nProvider i18n={i18n}>
      <StockTable
        label="Stock"
        rows={rows}
        rowCount={rowCount}
        pagination={pagination}
        onPaginationChange={setPagination}
        sorting={sorting}
        onSortingChange={setSorting}
      />
      <Toaster />
    </I18nProvider>
  );
}

const oud = buildStockRow({ id: 1, productName: 'Oud Al Layl', stocksLeft: 40 });
const rose = buildStockRow({ id: 2, productName: 'Rose Taif Attar', stocksLeft: 14 });
const musk = buildStockRow({ id: 3, productName: 'White Musk', stocksLeft: 0 });
const threeRows = [oud, rose, musk];
const manyRows = Array.from({ length: 25 }, (_, index) =>
  buildStockRow({ id: index + 1, productName: `Item ${index + 1}`, stocksLeft: index }),
);

function renderTable(rows: StockRow[], routes: Parameters<typeof mockApi>[0] = {}) {
  sessionStorage.setItem('token', 'admin-token');
  const api = mockApi({ 'GET /api/locations': { body: airports }, ...routes });
  return { ...renderWithQuery(<StockTableOnScreen rows={rows} />), ...api };
}

const table = () => screen.getByRole('table', { name: 'Stock' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const productNames = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('stock table (SPEC §2 stock tracking)', () => {
  it('labels each row by its count: out of stock at 0, low under 15, in stock from 15 (SPEC §4)', async () => {
    const edge = buildStockRow({ id: 4, productName: 'Sandal Mist', stocksLeft: 15 });
    renderTable([...threeRows, edge]);
    expect(within(rowOf('Oud Al Layl')).getByText('In Stock')).toBeInTheDocument();
    expect(within(rowOf('Rose Taif Attar')).getByText('Low Stock')).toBeInTheDocument();
    expect(within(rowOf('White Musk')).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(rowOf('Sandal Mist')).getByText('In Stock')).toBeInTheDocument();
    // Airports show by code once they have loaded, with the full name kept for screen readers.
    expect(await within(rowOf('Oud Al Layl')).findByText('COK')).toBeInTheDocument();
  });

  it("says 'No results.' when there are no rows", () => {
    renderTable([]);
    expect(within(table()).getByText('No results.')).toBeInTheDocument();
  });

  it('pages 10 rows at first and offers 10 to 50 rows per page', async () => {
    const { user } = renderTable(manyRows);
    const perPage = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '30', '40', '50']);
    expect(perPage).toHaveValue('10');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(productNames()[0]).toBe('Item 11');

    // A new page size starts again from the first page.
    await user.selectOptions(perPage, '20');
    expect(bodyRows()).toHaveLength(20);
    expect(productNames()[0]).toBe('Item 1');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it("sorts by 'Stock Left' both ways", async () => {
    const { user } = renderTable(threeRows);
    const header = within(table()).getByRole('button', { name: 'Stock Left' });
    await user.click(header);
    expect(productNames()).toEqual(['White Musk', 'Rose Taif Attar', 'Oud Al Layl']);
    expect(within(table()).getByRole('columnheader', { name: 'Stock Left' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    expect(productNames()).toEqual(['Oud Al Layl', 'Rose Taif Attar', 'White Musk']);
    expect(within(table()).getByRole('columnheader', { name: 'Stock Left' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects one row at a time', async () => {
    const { user } = renderTable(threeRows);
    const select = (name: string) => within(rowOf(name)).getByRole('checkbox', { name: new RegExp(`^Select ${name}`) });
    await user.click(select('Oud Al Layl'));
    expect(select('Oud Al Layl')).toBeChecked();
    await user.click(select('White Musk'));
    expect(select('White Musk')).toBeChecked();
    expect(select('Oud Al Layl')).not.toBeChecked();
    expect(screen.getByText(/Selected: White Musk/)).toBeInTheDocument();
  });
});

describe('hide/unhide switch (SPEC §4)', () => {
  it('sends only the switch, and stays disabled showing the new value until the save is in', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const { user, calls } = renderTable(threeRows, {
      'PUT /api/location-stock/update/1': () => new Promise((resolve) => (answer = resolve)),
    });
    const toggle = within(rowOf('Oud Al Layl')).getByRole('switch', { name: `Show Oud Al Layl at ${oud.locationName}` });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeDisabled();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ showProductInLocation: false });

    answer({ body: { ...oud, showProductInLocation: false } });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(await screen.findByText(`Oud Al Layl at ${oud.locationName} is now hidden`)).toBeInTheDocument();
  });

  it('says why a save failed and shows the value the server still has', async () => {
    const { user } = renderTable(threeRows, {
      'PUT /api/location-stock/update/1': apiError(404, 'NOT_FOUND', 'Stock record not found'),
    });
    const toggle = within(rowOf('Oud Al Layl')).getByRole('switch');
    await user.click(toggle);
    expect(
      await screen.findByText(`Could not hide Oud Al Layl at ${oud.locationName}: Stock record not found`),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });
});

describe('restock dialog (SPEC §4)', () => {
  const openRestock = async (user: ReturnType<typeof renderTable>['user']) => {
    await user.click(
      within(rowOf('Rose Taif Attar')).getByRole('button', { name: `Restock Rose Taif Attar at ${rose.locationName}` }),
    );
    return screen.getByRole('dialog', { name: 'Restock' });
  };

  it("asks before saving: 'Save changes', then 'Confirm' sends the units added and closes", async () => {
    const { user, calls } = renderTable(threeRows, {
      'POST /api/location-stock/restock/2': { body: { ...rose, stocksLeft: 40, status: 'In Stock' } },
    });
    const dialog = await openRestock(user);
    expect(within(dialog).getByText('14 left now')).toBeInTheDocument();
    const units = within(dialog).getByRole('spinbutton', { name: 'Add units' });
    expect(units).toHaveValue(null);
    expect(units).toHaveAttribute('min', '1');

    await user.type(units, '26');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Add 26 to the stock left and the all-time stock?');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ add: 26 });
    expect(await screen.findByText(`Added 26 to Rose Taif Attar at ${rose.locationName}; 40 left`)).toBeInTheDocument();
  });

  it("'Cancel' closes without saving and forgets the value", async () => {
    const { user, calls } = renderTable(threeRows);
    let dialog = await openRestock(user);
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Add units' }), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    dialog = await openRestock(user);
    expect(within(dialog).getByRole('spinbutton', { name: 'Add units' })).toHaveValue(null);
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('takes whole numbers of at least 1 only', async () => {
    const { user } = renderTable(threeRows);
    const dialog = await openRestock(user);
    const units = within(dialog).getByRole('spinbutton', { name: 'Add units' });
    for (const typed of ['0', '-1', '2.5', '']) {
      await user.clear(units);
      if (typed) await user.type(units, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(RESTOCK_MESSAGE);
      expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    }
  });

  it('stays open with the reason when the save fails', async () => {
    const { user } = renderTable(threeRows, {
      'POST /api/location-stock/restock/2': apiError(400, 'VALIDATION_FAILED', 'That is more stock than can be recorded'),
    });
    const dialog = await openRestock(user);
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Add units' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('That is more stock than can be recorded')).toBeInTheDocument();
  });
});
