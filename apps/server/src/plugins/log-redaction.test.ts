import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('removes codes from the query and masks phone numbers', () => {
    expect(redactUrl('/api/orders/12?Status=DELIVERED&otp=482913')).toBe('/api/orders/12?Status=DELIVERED&otp=[redacted]');
    expect(redactUrl('/api/otp/generate/919876543210')).toBe('/api/otp/generate/91********10');
    expect(redactUrl('/api/orders/get-order?type=CONFIRMED&q=9876543210')).toBe(
      '/api/orders/get-order?type=CONFIRMED&q=98******10',
    );
    expect(redactUrl('/api/categories/3/products?page=2')).toBe('/api/categories/3/products?page=2');
  });

  it('removes a searched customer name, in any script, and keeps a searched order id', () => {
    expect(redactUrl('/api/orders/get-order?type=CONFIRMED&q=meera%20k&page=1')).toBe(
      '/api/orders/get-order?type=CONFIRMED&q=[name]&page=1',
    );
    expect(redactUrl('/api/orders/get-order?q=%E0%B4%AE%E0%B5%80&type=PACKED')).toBe(
      '/api/orders/get-order?q=[name]&type=PACKED',
    );
    expect(redactUrl('/api/orders/get-order?type=CONFIRMED&q=%2312')).toBe('/api/orders/get-order?type=CONFIRMED&q=%2312');
  });
});
