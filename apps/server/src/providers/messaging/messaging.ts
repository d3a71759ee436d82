/** Sends login codes and order notices to a phone (WhatsApp in production). */
export interface MessagingProvider {
  sendOtp(input: { to: string; code: string; ttlSeconds: number }): Promise<void>;
  sendNotice(input: { to: string; text: string }): Promise<void>;
}

/** A delivery failure; `retryable` tells whether sending again later may help. */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly providerCode?: number,
  ) {
    super(message);
  }
}
