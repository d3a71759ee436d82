import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@arrival/contracts/user';
import { renderWithQuery } from '../../../test/render';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../lib/i18n/i18n';
import { apiError, mockApi } from '../../../test/mock-api';
import { airports, buildUser } from '../../../test/factories';
import { ArrivalForm } from './arrival-form';
// The calendar loads when first opened; here it is loaded with the file, before the tests fake Date: the
// day picker's time-zone dates extend the Date of the moment their module runs, as in the browser.
import './arrival-calendar';

// 12:00 IST on 1 June 2030.
const NOW = new Date('2030-06-01T06:30:00Z');
const loaded = { data: airports, isPending: false, isError: false };

function renderForm(user: User, airportsState = loaded) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  sessionStorage.setItem('token', 'session');
  const onSaved = vi.fn();
  return {
    ...renderWithQuery(
      <I18nProvider i18n={i18n}>
        <ArrivalForm user={user} airports={airportsState} onSaved={onSaved} />
      </I18nProvider>,
    ),
    onSaved,
  };
}

const airportSelect = () => screen.getByRole('combobox', { name: 'Arrival airport' });
const dateInput = () => screen.getByRole('textbox', { name: 'Arrival date' });
const timeInput = () => screen.getByLabelText('Arrival time (IST)');
const submit = () => screen.getByRole('button', { name: 'Continue »' });

function fillArrival(date: string, time: string) {
  fireEvent.change(dateInput(), { target: { value: date } });
  fireEvent.change(timeInput(), { target: { value: time } });
}

describe('ArrivalForm (SPEC §2 "Arrival setup", §5)', () => {
  it('asks for name and e-mail only when the profile lacks them', () => {
    const { unmount } = renderForm(buildUser({ name: null, email: null }));
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    unmount();
    renderForm(buildUser());
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('lists the airports and prefills the saved choice in IST', () => {
    renderForm(buildUser({ pickUpLocation: 2, arrivalDate: '2030-06-03T09:00:00.000Z' }));
    expect(within(airportSelect()).getAllByRole('option')).toHaveLength(5);
    expect(airportSelect()).toHaveValue('2');
    expect(dateInput()).toHaveValue('2030-06-03');
    expect(timeInput()).toHaveValue('14:30');
    expect(screen.getByText(/Saved arrival: 2030-06-03 14:30 IST/)).toBeInTheDocument();
  });

  it('says so when the airports cannot be loaded', () => {
    renderForm(buildUser(), { data: undefined, isPending: false, isError: true } as never);
    expect(screen.getByText('Failed to fetch airports. Please try again later.')).toBeInTheDocument();
    expect(airportSelect()).toBeDisabled();
  });

  it('requires both airport and arrival time, and a missing name and e-mail', async () => {
    const { calls } = mockApi({});
    renderForm(buildUser({ name: null, email: null }));
    fireEvent.click(submit());
    expect(await screen.findByText('Please select both airport and arrival time')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('clears the arrival message as soon as the missing time is entered', async () => {
    mockApi({});
    renderForm(buildUser());
    fireEvent.change(airportSelect(), { target: { value: '1' } });
    fireEvent.change(dateInput(), { target: { value: '2030-06-04' } });
    fireEvent.click(submit());
    expect(await screen.findByText('Please select both airport and arrival time')).toBeInTheDocument();
    fireEvent.change(timeInput(), { target: { value: '10:00' } });
    await waitFor(() => expect(screen.queryByText('Please select both airport and arrival time')).not.toBeInTheDocument());
  });

  it('puts each error under its own field: the airport under the airport, the time under the time', async () => {
    mockApi({});
    renderForm(buildUser());
    fireEvent.click(submit());
    await waitFor(() => expect(airportSelect()).toHaveAccessibleDescription('Please select both airport and arrival time'));
    expect(airportSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(timeInput()).not.toHaveAttribute('aria-invalid');

    fireEvent.change(airportSelect(), { target: { value: '1' } });
    await waitFor(() => expect(airportSelect()).not.toHaveAttribute('aria-invalid'));
    fireEvent.change(dateInput(), { target: { value: '2030-06-04' } });
    fireEvent.click(submit());
    await waitFor(() => expect(timeInput()).toHaveAccessibleDescription(/^Please select both airport and arrival time/));
    expect(dateInput()).not.toHaveAttribute('aria-invalid');
    expect(airportSelect()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the earliest allowed arrival and clears "too soon" as soon as the date is fixed', async () => {
    mockApi({});
    renderForm(buildUser());
    // 12:00 IST now, so the first allowed minute is 12:00 IST tomorrow.
    expect(screen.getByText('Earliest: Sun 2 Jun, 12:00 IST')).toBeInTheDocument();
    fireEvent.change(airportSelect(), { target: { value: '1' } });
    fillArrival('2030-06-02', '11:59');
    fireEvent.click(submit());
    await waitFor(() => expect(timeInput()).toHaveAccessibleDescription(/^Please select a time at least 24 hours from now/));
    expect(timeInput()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(dateInput(), { target: { value: '2030-06-03' } });
    await waitFor(() => expect(screen.queryByText('Please select a time at least 24 hours from now')).not.toBeInTheDocument());
    expect(timeInput()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an arrival less than 24 hours away and saves nothing', async () => {
    const { calls } = mockApi({});
    const { onSaved } = renderForm(buildUser());
    fireEvent.change(airportSelect(), { target: { value: '1' } });
    fillArrival('2030-06-02', '11:59');
    fireEvent.click(submit());
    expect(await screen.findByText('Please select a time at least 24 hours from now')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
    expect(localStorage.getItem('isUserInfoSet')).toBeNull();
  });

  it('sends the changed choice with the missing profile fields, then stores it on this device', async () => {
    const updated = buildUser({ pickUpLocation: 3, arrivalDate: '2030-06-05T03:30:00.000Z', name: 'Asha' });
    const { calls } = mockApi({ 'PUT /api/user/update': { body: updated } });
    const { onSaved } = renderForm(buildUser({ name: null }));
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha' } });
    fireEvent.change(airportSelect(), { target: { value: '3' } });
    fillArrival('2030-06-05', '09:00');
    fireEvent.click(submit());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(updated));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/user/update',
      body: { pickUpLocation: 3, arrivalDate: '2030-06-05T03:30:00.000Z', name: 'Asha' },
    });
    expect(localStorage.getItem('airport')).toBe('3');
    expect(localStorage.getItem('arrivalTime')).toBe('2030-06-05T03:30:00.000Z');
    expect(localStorage.getItem('isUserInfoSet')).toBe('true');
  });

  it('sends nothing when the saved choice is unchanged, and still continues', async () => {
    const { calls } = mockApi({});
    const { onSaved } = renderForm(buildUser({ pickUpLocation: 1, arrivalDate: '2030-06-04T04:30:00.000Z' }));
    fireEvent.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(null));
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem('isUserInfoSet')).toBe('true');
  });

  it("shows 'Saving...' while saving, then the server's message when it refuses", async () => {
    let answer: (reply: object) => void = () => undefined;
    mockApi({ 'PUT /api/user/update': () => new Promise((resolve) => (answer = resolve)) });
    const { onSaved } = renderForm(buildUser());
    fireEvent.change(airportSelect(), { target: { value: '1' } });
    fillArrival('2030-06-04', '10:00');
    fireEvent.click(submit());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(apiError(400, 'VALIDATION_FAILED', 'Please select a time at least 24 hours from now'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a time at least 24 hours from now');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to update. Try again.'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderForm(buildUser());
    fireEvent.change(airportSelect(), { target: { value: '1' } });
    fillArrival('2030-06-04', '10:00');
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update. Try again.');
  });

  it('picks the date from a calendar that starts tomorrow, then moves on to the time', async () => {
    const { user } = renderForm(buildUser());
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const calendar = await screen.findByRole('dialog');
    // Today (1 June, IST) cannot be picked; tomorrow can.
    expect(within(calendar).getByRole('button', { name: /June 1st, 2030/ })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /June 2nd, 2030/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dateInput()).toHaveValue('2030-06-02');
    expect(timeInput()).toHaveFocus();
  });
});
