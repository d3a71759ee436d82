import type { ErrorCode } from '@arrival/contracts/common';
import { msg, renderMessage, type Message } from '../i18n/index.ts';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  OTP_INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  OUT_OF_STOCK: 409,
  PAYMENT_FAILED: 402,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

interface AppErrorOptions {
  details?: Record<string, unknown>;
  /**
   * Field path -> message for the forms, sent as `details.fields`; a catalogued message
   * (`msg(key, params)`) follows the caller's language, and `details.fields` keeps its English.
   */
  fields?: Record<string, string | Message>;
  /** Overrides the code's usual status, e.g. 503 when an outside service is down. */
  statusCode?: number;
  /** Seconds after which a retry may succeed; sent as Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * The one error type that crosses the wire: a code, a message a person can read, optional details.
 * A catalogued message (`msg(key, params)`) is answered in the caller's language; `message` keeps the
 * English text for the logs.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;
  readonly text?: Message;
  /** The field messages as given, to render in the caller's language. */
  readonly fieldTexts?: Record<string, string | Message>;
  constructor(
    readonly code: ErrorCode,
    message: string | Message,
    options: AppErrorOptions = {},
  ) {
    super(typeof message === 'string' ? message : renderMessage('en', message));
    if (typeof message !== 'string') this.text = message;
    this.statusCode = options.statusCode ?? statusByCode[code];
    if (options.fields) {
      this.fieldTexts = options.fields;
      const english = Object.fromEntries(
        Object.entries(options.fields).map(([field, text]) => [
          field,
          typeof text === 'string' ? text : renderMessage('en', text),
        ]),
      );
      this.details = { fields: english, ...options.details };
    } else {
      this.details = options.details;
    }
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The catalogued "… not found" texts; any other noun stays English. */
const notFoundTexts = {
  Order: msg('error.notFound.order'),
  User: msg('error.notFound.user'),
  Product: msg('error.notFound.product'),
  Payment: msg('error.notFound.payment'),
  Notification: msg('error.notFound.notification'),
  Airport: msg('error.notFound.airport'),
  'Order item': msg('error.notFound.orderItem'),
  Refund: msg('error.notFound.refund'),
  Category: msg('error.notFound.category'),
  Location: msg('error.notFound.location'),
  'Stock record': msg('error.notFound.stockRecord'),
} satisfies Record<string, Message>;

export const notFound = (what: string) =>
  new AppError('NOT_FOUND', notFoundTexts[what as keyof typeof notFoundTexts] ?? `${what} not found`);
