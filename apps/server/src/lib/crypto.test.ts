import { describe, expect, it } from 'vitest';
import { hmacHex, randomDigits, safeEqualHex } from './crypto.ts';

describe('safeEqualHex', () => {
  const digest = hmacHex('key', 'message');
  it('accepts the same digest and rejects any other', () => {
    expect(safeEqualHex(digest, digest)).toBe(true);
    expect(
      safeEqualHex(
        digest,
        digest.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    ).toBe(false);
  });
  it('rejects malformed input instead of decoding it leniently', () => {
    expect(safeEqualHex(digest, `${digest}0`)).toBe(false);
    expect(safeEqualHex(digest, digest.toUpperCase())).toBe(false);
    expect(safeEqualHex(digest, `${digest.slice(0, 62)}zz`)).toBe(false);
    expect(safeEqualHex('', '')).toBe(false);
  });
});

describe('randomDigits', () => {
  it('gives zero-padded codes of the asked length', () => {
    for (let i = 0; i < 200; i++) expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });
});
