import { describe, expect, it } from 'vitest';
import { formatStatus, summarizeDescription } from './order-text';

describe('summarizeDescription (SPEC §2, §9: cut at 80 characters)', () => {
  it('keeps a description of up to 80 characters whole', () => {
    const exactly80 = 'x'.repeat(80);
    expect(summarizeDescription(exactly80)).toBe(exactly80);
    expect(summarizeDescription('Dark chocolate with cardamom')).toBe('Dark chocolate with cardamom');
  });

  it('cuts a longer one at 80 characters and adds an ellipsis', () => {
    const long = `${'a'.repeat(80)}b and more`;
    expect(summarizeDescription(long)).toBe(`${'a'.repeat(80)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    const long = `${'a'.repeat(79)} second word`;
    expect(summarizeDescription(long)).toBe(`${'a'.repeat(79)}…`);
  });

  it("says 'N/A' when there is no description", () => {
    expect(summarizeDescription(undefined)).toBe('N/A');
    expect(summarizeDescription('')).toBe('N/A');
    expect(summarizeDescription('   ')).toBe('N/A');
  });
});

describe('formatStatus', () => {
  it('shows underscores as spaces', () => {
    expect(formatStatus('PARTIALLY_REFUNDED')).toBe('PARTIALLY REFUNDED');
    expect(formatStatus('PAYMENT_PENDING')).toBe('PAYMENT PENDING');
    expect(formatStatus('SUCCESS')).toBe('SUCCESS');
  });
});
