import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildStockPage, buildStockRow } from '../../../test/admin-factories';
import { airports, buildUser } from '../../../test/factories';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const cokRows = [
  buildStockRow({ id: 1, productName: 'Oud Al Layl', stocksLeft: 40 }),
  buildStockRow({ id: 2, productName: 'Rose Taif Attar', stocksLeft: 3 }),
  buildStockRow({ id: 3, productName: 'White Musk', stocksLeft: 0 }),
];
const locationPath = (locationId: number) => `GET /api/location-stock/${locationId}/stocks?page=0&size=50`;

function analytics(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ role: 'ADMIN', name: 'Demo Admin' }) },
    'GET /api/locations': { body: airports },
    [locationPath(1)]: { body: buildStockPage(cokRows, { size: 50 }) },
    [locationPath(2)]: { body: buildStockPage([], { size: 50 }) },
    ...routes,
  });
  return { ...renderApp('/stock-analytics', { token: 'admin-token' }), ...api };
}

describe('stock analytics (SPEC §2)', () => {
  it('has one tab per airport, named by the airport, with the first open', async () => {
    analytics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock Analytics' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual(airports.map((airport) => airport.name));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it("shows the open airport's stock, charted lowest first, a sold-out product marked rather than blank", async () => {
    analytics();
    const table = await screen.findByRole('table', { name: `Stock at ${airports[0]!.name}` });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryByRole('columnheader', { name: 'Airport' })).not.toBeInTheDocument();
    const bars = screen.getByRole('list', { name: `Lowest stock at ${airports[0]!.name}` });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((bar) => bar.textContent),
    ).toEqual(['White MuskOut of stock0', 'Rose Taif Attar3', 'Oud Al Layl40']);
  });

  it("says 'No stock data available' for an airport without stock", async () => {
    const { user } = analytics();
    await user.click(await screen.findByRole('tab', { name: airports[1]!.name }));
    expect(await screen.findByRole('heading', { name: 'No stock data available' })).toBeInTheDocument();
  });

  it("says 'Loading...' and then 'Error fetching locations' when the airports cannot load", async () => {
    let answer: ((reply: { status: number; body: unknown }) => void) | null = null;
    analytics({ 'GET /api/locations': () => new Promise((resolve) => (answer = resolve)) });
    await waitFor(() => expect(answer).not.toBeNull());
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    // A 4xx, which the query does not retry.
    answer!(apiError(404, 'NOT_FOUND', 'Not found'));
    expect(await screen.findByRole('heading', { name: 'Error fetching locations' })).toBeInTheDocument();
  });
});
