import { hmacHex, safeEqualHex } from '../../lib/crypto.ts';

export const signCheckout = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);
export const signWebhook = (webhookSecret: string, rawBody: Buffer | string) => hmacHex(webhookSecret, rawBody);

export function isValidCheckoutSignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return safeEqualHex(signCheckout(keySecret, orderId, paymentId), signature);
}

export function isValidWebhookSignature(webhookSecret: string, rawBody: Buffer | string, signature: string): boolean {
  return safeEqualHex(signWebhook(webhookSecret, rawBody), signature);
}
