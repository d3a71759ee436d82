import type { Language } from '@arrival/contracts/language';

/**
 * Sends login codes and order notices to a phone (WhatsApp in production), in the recipient's
 * language: English when none is given. A notice's text comes already written in that language.
 */
export interface MessagingProvider {
  sendOtp(input: { to: string; code: string; ttlSeconds: number; language?: Language }): Promise<void>;
  sendNotice(input: { to: string; text: string; language?: Language }): Promise<void>;
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
