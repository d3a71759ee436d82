import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { defaultCounterSettings, type Counter } from '@arrival/contracts/counters';
import { airports, buildUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

// Sunday 2 June 2030, 12:00 IST.
const NOW = new Date('2030-06-02T06:30:00Z');

const [cokDefaults, trv, ...others]: Counter[] = airports.map((airport) => ({
  ...defaultCounterSettings(),
  locationId: airport.id,
  locationName: airport.name,
  locationCode: airport.code,
}));
const cok: Counter = {
  ...cokDefaults!,
  place: 'Gate 3, international arrivals',
  mapUrl: 'https://maps.example.com/cok-counter',
  hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '06:00', closes: '22:00' })),
  cutoffHours: 36,
  uncollectedHours: 72,
  closures: [
    // Already over, so not shown.
    { startsAt: '2030-05-01T00:00:00+05:30', endsAt: '2030-05-02T00:00:00+05:30', reason: 'Past works' },
    { startsAt: '2030-06-10T22:00:00+05:30', endsAt: '2030-06-11T06:00:00+05:30', reason: 'Runway works' },
  ],
};
const counters = [cok, trv!, ...others];

function openDeliveryPoints() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ pickUpLocation: 1, arrivalDate: '2099-01-01T10:00:00.000Z' }) },
    'GET /api/locations': { body: airports },
    'GET /api/counters': { body: counters },
  });
  return { ...renderApp('/user/map', { token: 't' }), ...api };
}

const cardOf = async (name: string) => screen.findByRole('article', { name });

afterEach(() => vi.useRealTimers());

describe('delivery points', () => {
  it("lists each counter's place, weekly hours, closed days, upcoming closures and whether it is open now", async () => {
    openDeliveryPoints();
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Points' })).toBeInTheDocument();
    const card = within(await cardOf(cok.locationName));

    expect(card.getByText('Gate 3, international arrivals')).toBeInTheDocument();
    expect(card.getByText('Your pickup point')).toBeInTheDocument();
    expect(
      card.getByText(
        'Order at least 36 hours before you land; uncollected orders are kept 72 hours after the pickup time, then refunded',
      ),
    ).toBeInTheDocument();
    expect(card.getByText('Closed now')).toBeInTheDocument();
    const hours = card.getByRole('region', { name: `Opening hours at ${cok.locationName}` });
    expect(
      within(hours)
        .getAllByRole('definition')
        .map((day) => day.textContent),
    ).toEqual(['Closed', '06:00–22:00', '06:00–22:00', '06:00–22:00', '06:00–22:00', '06:00–22:00', '06:00–22:00']);
    const closures = card.getByRole('region', { name: `Closures at ${cok.locationName}` });
    expect(
      within(closures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mon 10 Jun, 22:00 IST to Tue 11 Jun, 06:00 IST · Runway works']);

    const trvCard = within(await cardOf(trv!.locationName));
    expect(trvCard.getByText('Open now')).toBeInTheDocument();
    expect(trvCard.getAllByText('Open 24 hours')).toHaveLength(7);
    expect(trvCard.queryByRole('region', { name: /Closures/ })).not.toBeInTheDocument();
  });

  it("links to the counter's map in a new tab, or to a map search for the airport when it has none", async () => {
    openDeliveryPoints();
    const cokLink = within(await cardOf(cok.locationName)).getByRole('link', { name: /Open in Maps/ });
    expect(cokLink).toHaveAttribute('href', 'https://maps.example.com/cok-counter');
    expect(cokLink).toHaveAttribute('target', '_blank');
    expect(cokLink).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const trvLink = within(await cardOf(trv!.locationName)).getByRole('link', { name: /Open in Maps/ });
    expect(trvLink).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(trv!.locationName)}`,
    );
  });
});
