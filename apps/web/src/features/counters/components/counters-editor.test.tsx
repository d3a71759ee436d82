import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { defaultCounterSettings, type Counter, type CounterSettings } from '@arrival/contracts/counters';
import { airports, buildUser } from '../../../test/factories';
import { apiError, mockApi, type ApiCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const counters: Counter[] = airports.map((airport) => ({
  ...defaultCounterSettings(),
  locationId: airport.id,
  locationName: airport.name,
  locationCode: airport.code,
}));
const cok = counters[0]!;

function openCounters(
  put: (call: ApiCall) => { status?: number; body?: unknown } = (call) => ({
    body: { ...cok, ...(call.body as CounterSettings) },
  }),
) {
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ role: 'ADMIN', name: 'Demo Admin' }) },
    'GET /api/counters': { body: counters },
    'PUT /api/admin/counters/1': put,
  });
  return { ...renderApp('/counters', { token: 'admin-token' }), ...api };
}

const cokForm = async () => screen.findByRole('form', { name: `Counter at ${cok.locationName}` });
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('pickup counters editor', () => {
  it('sends the edited place, a closed Sunday and split Monday hours, and says it saved', async () => {
    const { user, calls } = openCounters();
    const form = within(await cokForm());

    await user.clear(form.getByLabelText('Place'));
    await user.type(form.getByLabelText('Place'), 'Gate 3, arrivals hall');
    await user.selectOptions(form.getByLabelText('Sunday'), 'Closed');
    await user.selectOptions(form.getByLabelText('Monday'), 'Set hours');
    fireEvent.change(form.getByLabelText('Monday Closes'), { target: { value: '12:00' } });
    await user.click(form.getByRole('button', { name: 'Add hours on Monday' }));
    const [, secondOpens] = form.getAllByLabelText('Monday Opens');
    const [, secondCloses] = form.getAllByLabelText('Monday Closes');
    fireEvent.change(secondOpens!, { target: { value: '14:00' } });
    // 00:00 as a closing time is midnight at the end of the day.
    fireEvent.change(secondCloses!, { target: { value: '00:00' } });
    await user.click(form.getByRole('button', { name: 'Add closure' }));
    fireEvent.change(form.getByLabelText('Closure 1 starts (IST)'), { target: { value: '2030-06-01T22:00' } });
    fireEvent.change(form.getByLabelText('Closure 1 ends (IST)'), { target: { value: '2030-06-02T06:00' } });
    await user.type(form.getByLabelText('Closure 1 reason'), 'Runway works');
    await user.click(form.getByRole('button', { name: 'Save COK counter' }));

    expect(await screen.findByText(`Counter at ${cok.locationName} saved`)).toBeInTheDocument();
    const [put] = puts(calls);
    expect(put!.body).toEqual({
      place: 'Gate 3, arrivals hall',
      mapUrl: '',
      hours: [
        { weekday: 1, opens: '06:00', closes: '12:00' },
        { weekday: 1, opens: '14:00', closes: '24:00' },
        ...[2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' })),
      ],
      closures: [{ startsAt: '2030-06-01T22:00:00+05:30', endsAt: '2030-06-02T06:00:00+05:30', reason: 'Runway works' }],
      cutoffHours: 24,
      uncollectedHours: 48,
    });
    expect(form.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("shows the schema's message under a cut-off that is too short and sends nothing", async () => {
    const { user, calls } = openCounters();
    const form = within(await cokForm());
    const cutoff = form.getByLabelText('Order cut-off (hours)');

    await user.clear(cutoff);
    await user.type(cutoff, '12');
    await user.click(form.getByRole('button', { name: 'Save COK counter' }));

    expect(await form.findByText('At least 24 hours')).toBeInTheDocument();
    expect(cutoff).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's refusal in a toast and under the form", async () => {
    const { user } = openCounters(() => apiError(400, 'VALIDATION_FAILED', 'A closure must end after it starts'));
    const form = within(await cokForm());
    await user.type(form.getByLabelText('Place'), ' B');
    await user.click(form.getByRole('button', { name: 'Save COK counter' }));
    expect(await screen.findAllByText('A closure must end after it starts')).toHaveLength(2);
  });

  it('asks before leaving with unsaved changes, and stays on "Keep editing"', async () => {
    const { user, history } = openCounters();
    const form = within(await cokForm());
    await user.type(form.getByLabelText('Place'), ' B');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/counters');
    expect(form.getByLabelText('Place')).toHaveValue('Arrivals hall B');
  });
});
