import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { OrderStatus } from '@arrival/contracts/orders';
import { i18n } from '../../../lib/i18n/i18n';
import { OrderProgress, progressStepIndex, progressWidthPercent } from './order-progress';

function renderProgress(status: OrderStatus) {
  render(
    <I18nProvider i18n={i18n}>
      <OrderProgress status={status} />
    </I18nProvider>,
  );
  const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
  return {
    reached: steps.filter((step) => step.dataset.reached === 'true').map((step) => step.textContent),
    current: steps.find((step) => step.getAttribute('aria-current') === 'step')?.textContent ?? null,
    width: screen.getByTestId('order-progress-fill').style.width,
  };
}

describe('the order progress bar (SPEC §4)', () => {
  it('has four steps in order: CONFIRMED, ACCEPTED, PACKED, DELIVERED', () => {
    expect(['CONFIRMED', 'ACCEPTED', 'PACKED', 'DELIVERED'].map((s) => progressStepIndex(s as OrderStatus))).toEqual([
      0, 1, 2, 3,
    ]);
  });

  it('sizes the bar in proportion to the step index', () => {
    const widths = [0, 1, 2, 3].map((index) => progressWidthPercent(index));
    [0, 33.333, 66.667, 100].forEach((expected, index) => expect(widths[index]).toBeCloseTo(expected, 2));
  });

  it('highlights only the first step for a confirmed order', () => {
    expect(renderProgress('CONFIRMED')).toEqual({ reached: ['Confirmed'], current: 'Confirmed', width: '0%' });
  });

  it('highlights every step up to and including the current one', () => {
    const packed = renderProgress('PACKED');
    expect(packed.reached).toEqual(['Confirmed (done)', 'Accepted (done)', 'Packed']);
    expect(packed.current).toBe('Packed');
    expect(Number.parseFloat(packed.width)).toBeCloseTo(66.667, 2);
  });

  it('fills the whole bar once delivered', () => {
    const delivered = renderProgress('DELIVERED');
    expect(delivered.reached).toHaveLength(4);
    expect(delivered.width).toBe('100%');
  });

  it.each(['PAYMENT_PENDING', 'REFUNDED', 'CANCELLED', 'EXPIRED'] as const)('highlights no step for %s', (status) => {
    expect(progressStepIndex(status)).toBe(-1);
    expect(renderProgress(status)).toEqual({ reached: [], current: null, width: '0%' });
  });
});
