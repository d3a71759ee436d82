import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const hmacHex = (key: string, message: string | Buffer) => createHmac('sha256', key).update(message).digest('hex');
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A zero-padded numeric code from the CSPRNG. */
export const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');

/** Constant-time comparison of two hex digests of equal length. */
export function safeEqualHex(a: string, b: string): boolean {
  // Buffer.from(hex) silently drops an odd trailing digit, so shape is checked first.
  const wellFormed = (h: string) => h.length > 0 && h.length % 2 === 0 && /^[0-9a-f]+$/.test(h);
  if (!wellFormed(a) || !wellFormed(b)) return false;
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && ab.length > 0 && timingSafeEqual(ab, bb);
}
