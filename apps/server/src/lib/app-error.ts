import type { ErrorCode } from '@arrival/contracts/common';

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
  /** Overrides the code's usual status, e.g. 503 when an outside service is down. */
  statusCode?: number;
  /** Seconds after which a retry may succeed; sent as Retry-After. */
  retryAfterSeconds?: number;
}

/** The one error type that crosses the wire: a code, a message a person can read, optional details. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.statusCode = options.statusCode ?? statusByCode[code];
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
