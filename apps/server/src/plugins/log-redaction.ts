import type { FastifyRequest } from 'fastify';

const secretParams = /([?&](?:otp|code|deliveryOtp|pickupCode)=)[^&#]*/gi;
// The staff board's search holds a customer's name when it holds a letter (encoded ones too: %E0…).
const nameSearch = /([?&]q=)(?=[^&#]*\p{L})[^&#]*/giu;
// A phone number (or any long digit run) keeps its first and last two digits, enough to tell two apart.
const longDigits = /\d{8,}/g;

/** Text fit for a log line with every phone number masked. */
export function maskPhoneNumbers(text: string): string {
  return text.replace(longDigits, (digits) => `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`);
}

/** A request URL fit for a log line: pickup and login codes and searched names removed, phone numbers masked. */
export function redactUrl(url: string): string {
  return maskPhoneNumbers(url.replace(secretParams, '$1[redacted]').replace(nameSearch, '$1[name]'));
}

/** Fastify's request log fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
