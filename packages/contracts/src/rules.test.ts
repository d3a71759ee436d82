import { describe, expect, it } from 'vitest';
import { isValidFullPhone } from './countries.ts';
import { digitsOnly, localPhoneSchema, PHONE_MESSAGE, toFullPhone } from './phone.ts';
import { arrivalProblem, ARRIVAL_TOO_SOON_MESSAGE, emailSchema, nameSchema } from './user.ts';
import { stockStatusOf } from './catalogue.ts';
import { addCartItemBodySchema, updateCartQuantityQuerySchema } from './cart.ts';

describe('phone (SPEC §5)', () => {
  it('strips non-digits and accepts 6 to 14 digits', () => {
    expect(digitsOnly('98 765-43a210')).toBe('9876543210');
    expect(localPhoneSchema.safeParse('123456').success).toBe(true);
    expect(localPhoneSchema.safeParse('12345678901234').success).toBe(true);
    for (const bad of ['12345', '123456789012345', '12a456']) {
      const result = localPhoneSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    }
  });

  it('builds the full number as the calling code without a plus, then the digits', () => {
    expect(toFullPhone('91', '98765 43210')).toBe('919876543210');
    expect(isValidFullPhone('919876543210')).toBe(true);
    expect(isValidFullPhone('14155550123')).toBe(true);
    expect(isValidFullPhone('9198765')).toBe(false);
    expect(isValidFullPhone('+919876543210')).toBe(false);
  });
});

describe('arrival (SPEC §5)', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('needs at least 24 hours ahead', () => {
    expect(arrivalProblem(new Date('2026-11-23T09:59:00Z'), now)).toBe(ARRIVAL_TOO_SOON_MESSAGE);
    expect(arrivalProblem(new Date('2026-11-23T10:00:00Z'), now)).toBeNull();
  });
  it('validates name and e-mail', () => {
    expect(nameSchema.safeParse('  ').success).toBe(false);
    expect(emailSchema.safeParse('traveller@example.in').success).toBe(true);
    expect(emailSchema.safeParse('nope').success).toBe(false);
  });
});

describe('stock status (SPEC §4)', () => {
  it('is out of stock at 0 or less and low under 15', () => {
    expect([-1, 0, 1, 14, 15].map(stockStatusOf)).toEqual(['OUT_OF_STOCK', 'OUT_OF_STOCK', 'LOW_STOCK', 'LOW_STOCK', 'IN_STOCK']);
  });
});

describe('cart quantities', () => {
  it('accepts whole numbers from 1 and refuses the rest', () => {
    expect(addCartItemBodySchema.safeParse({ productId: 1, quantity: 3 }).success).toBe(true);
    for (const quantity of [0, -1, 1.5, '2', null])
      expect(addCartItemBodySchema.safeParse({ productId: 1, quantity }).success).toBe(false);
    expect(updateCartQuantityQuerySchema.safeParse({ cartId: '4', quantity: '2' }).data).toEqual({ cartId: 4, quantity: 2 });
    for (const quantity of ['0', '-3', '1.5', 'two', ''])
      expect(updateCartQuantityQuerySchema.safeParse({ cartId: '4', quantity }).success).toBe(false);
  });
});
