import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('openOnDemand', () => {
  it('draws only the button, loads the popup on hover, and opens it with the same props when pressed', async () => {
    const load = vi.fn(() => Promise.resolve(Popup));
    const OnDemand = openOnDemand<{ label: string }>(load, Trigger);
    const user = userEvent.setup();
    render(<OnDemand label="Theme" />);

    expect(load).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Theme' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Theme' }));
    expect(await screen.findByRole('dialog', { name: 'Theme popup' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Theme' })).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
