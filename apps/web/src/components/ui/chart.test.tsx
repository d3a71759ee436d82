import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../lib/i18n/i18n';

/** The chart module afresh, with its drawings' code failing to load as it would with the network lost. */
async function chartWithoutItsDrawings() {
  vi.resetModules();
  vi.doMock('./chart-drawing', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  return import('./chart');
}

afterEach(() => {
  vi.doUnmock('./chart-drawing');
  vi.resetModules();
});

describe('a chart whose drawing cannot load', () => {
  it('says so in the drawing’s place, at its size, and keeps its caption and the screen around it', async () => {
    const { BarsChart, ChartFigure } = await chartWithoutItsDrawings();
    const data = [
      { label: 'COK', value: 20 },
      { label: 'TRV', value: 17 },
    ];
    render(
      <I18nProvider i18n={i18n}>
        <h2>Orders by airport</h2>
        <ChartFigure summary="Orders by airport: COK 20, TRV 17.">
          <BarsChart data={data} name="Orders" sideways />
        </ChartFigure>
      </I18nProvider>,
    );

    const note = await screen.findByText('This chart could not load. Reload the page to see it.');
    expect(note).toHaveStyle({ height: '160px' });
    expect(screen.getByRole('heading', { name: 'Orders by airport' })).toBeInTheDocument();
    expect(screen.getByText('Orders by airport: COK 20, TRV 17.')).toBeInTheDocument();
    expect(document.querySelector('[data-chart-placeholder]')).toBeNull();
    // React reports the error the slot caught: the failed load, expected here.
    const caught = vi
      .mocked(console.error)
      .mock.calls.flat()
      .filter((logged) => logged instanceof Error);
    expect(caught.map((error) => String(error.cause ?? error))).toEqual([
      'TypeError: Failed to fetch dynamically imported module',
    ]);
    vi.mocked(console.error).mockClear();
  });
});
