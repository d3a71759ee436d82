import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../lib/i18n/i18n';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max, initial = 1, withDelete = false }: { max: number; initial?: number; withDelete?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <QuantityStepper
        value={value}
        max={max}
        onChange={setValue}
        label="Quantity of Rose Attar"
        atMinimum={withDelete ? <button type="button">Delete from cart</button> : undefined}
      />
    </I18nProvider>
  );
}

const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' });
const increase = () => screen.getByRole('button', { name: 'Increase quantity' });
const shown = () => screen.getByRole('group', { name: 'Quantity of Rose Attar' }).querySelector('output')?.textContent;

describe('QuantityStepper', () => {
  it('starts at the minimum of 1 with decrease off', () => {
    render(<Harness max={5} />);
    expect(shown()).toBe('1');
    expect(decrease()).toBeDisabled();
    expect(increase()).toBeEnabled();
  });

  it('steps by one and stops at the stock left', async () => {
    const user = userEvent.setup();
    render(<Harness max={3} />);
    await user.click(increase());
    await user.click(increase());
    expect(shown()).toBe('3');
    expect(increase()).toBeDisabled();
    await user.click(decrease());
    expect(shown()).toBe('2');
    expect(increase()).toBeEnabled();
  });

  it('offers nothing to change when none are left', () => {
    render(<Harness max={0} />);
    expect(decrease()).toBeDisabled();
    expect(increase()).toBeDisabled();
  });

  it('shows the minimum stand-in instead of decrease at 1, and decrease again above it', async () => {
    const user = userEvent.setup();
    render(<Harness max={5} withDelete />);
    expect(screen.queryByRole('button', { name: 'Decrease quantity' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete from cart' })).toBeInTheDocument();

    await user.click(increase());
    expect(decrease()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete from cart' })).not.toBeInTheDocument();
  });
});
