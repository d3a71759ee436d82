import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../lib/i18n/i18n';
import { toastOnDemand } from '../../lib/toast-on-demand';
import { openOnDemand, type OnDemandTriggerProps } from './open-on-demand';

function Trigger({ label, ...events }: { label: string } & OnDemandTriggerProps) {
  return (
    <button type="button" {...events}>
      {label}
    </button>
  );
}

function Popup({ label, defaultOpen }: { label: string; defaultOpen?: boolean }) {
  return (
    <>
      <Trigger label={label} />
      {defaultOpen && <div role="dialog" aria-label={`${label} popup`} />}
    </>
  );
}

const renderInApp = (ui: ReactElement) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('openOnDemand', () => {
  it('draws only the button, loads the popup on hover, and opens it with the same props when pressed', async () => {
    const load = vi.fn(() => Promise.resolve(Popup));
    const OnDemand = openOnDemand<{ label: string }>(load, Trigger);
    const user = userEvent.setup();
    renderInApp(<OnDemand label="Theme" />);

    expect(load).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Theme' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Theme' }));
    expect(await screen.findByRole('dialog', { name: 'Theme popup' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Theme' })).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the button when the popup cannot load, says so, and loads it again on the next press', async () => {
    const load = vi
      .fn<() => Promise<typeof Popup>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Popup);
    const failed = vi.spyOn(toastOnDemand, 'error').mockImplementation(() => {});
    const OnDemand = openOnDemand<{ label: string }>(load, Trigger);
    renderInApp(<OnDemand label="Menu" />);

    // Pressed at once (a tap, with no pointing first), while the network is lost.
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith('This could not open. Check your connection and try again.'));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu popup' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
