import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../lib/i18n/i18n';
import { PayButton } from './pay-button';

const render = (ui: ReactElement) => renderBare(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const payButton = () => screen.getByRole('button', { name: 'Pay with Razorpay' });

describe('PayButton', () => {
  it('pays when pressed', async () => {
    const onClick = vi.fn();
    render(<PayButton onClick={onClick} isBusy={false} />);
    expect(payButton()).toBeEnabled();
    expect(payButton()).not.toHaveAttribute('aria-busy');
    await userEvent.click(payButton());
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps its label, spins and cannot be pressed again while a payment is in progress', () => {
    const { container } = render(<PayButton onClick={vi.fn()} isBusy />);
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.animate-spin')).not.toBeNull();
  });

  it('is disabled, and says why, when the checkout is not ready', () => {
    render(
      <>
        <PayButton onClick={vi.fn()} isBusy={false} disabled describedBy="why" />
        <p id="why">Cart is empty</p>
      </>,
    );
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription('Cart is empty');
    expect(payButton()).not.toHaveAttribute('aria-busy');
  });
});
