import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { OrderStatus } from '@arrival/contracts/orders';
import { OrderStatusBadge } from './order-status-badge';

describe('order status badge (SPEC §4 colours)', () => {
  it.each<[OrderStatus, string, string]>([
    ['CONFIRMED', 'red', 'CONFIRMED'],
    ['ACCEPTED', 'blue', 'ACCEPTED'],
    ['PACKED', 'yellow', 'PACKED'],
    ['DELIVERED', 'green', 'DELIVERED'],
    ['PAYMENT_PENDING', 'gray', 'PAYMENT PENDING'],
  ])('shows %s in %s', (status, colour, text) => {
    render(<OrderStatusBadge status={status} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveAttribute('data-colour', colour);
    expect(badge.className).toContain(`bg-${colour}-100`);
  });
});
