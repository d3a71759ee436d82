import { describe, expect, it } from 'vitest';
import { buildStaffOrder } from '../../test/staff-factories';
import { matchesOrderSearch, serverSearchTerm } from './order-search';

describe('order search', () => {
  const order = buildStaffOrder({ id: 12, customerName: 'Asha Menon', customerPhone: '919876543210' });

  it('finds an order by its id, part of the customer’s name, or 3+ digits of the phone', () => {
    for (const term of ['12', '#12', ' asha ', 'MENON', 'asha men', '98765', '+91 98765']) {
      expect(matchesOrderSearch(order, term), term).toBe(true);
    }
    for (const term of ['', '1', '#13', '98', 'ravi', 'asha ravi', '11111']) {
      expect(matchesOrderSearch(order, term), term).toBe(false);
    }
    expect(matchesOrderSearch(buildStaffOrder({ customerName: null }), 'asha')).toBe(false);
  });

  it('asks the server only what it can answer: an id or 3+ phone digits, within its 20 characters', () => {
    expect(serverSearchTerm('#12')).toBe('12');
    expect(serverSearchTerm(' 98765 ')).toBe('98765');
    expect(serverSearchTerm('+91 98765')).toBe('+91 98765');
    expect(serverSearchTerm('asha')).toBeNull();
    expect(serverSearchTerm('98')).toBe('98');
    expect(serverSearchTerm('a9')).toBeNull();
    expect(serverSearchTerm('9'.repeat(21))).toBeNull();
  });
});
