import { z } from 'zod/mini';

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'INVALID_TRANSITION',
  'OTP_INVALID',
  'RATE_LIMITED',
  'PAYMENT_FAILED',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every non-2xx answer of the API has this body. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.optional(z.record(z.string(), z.unknown())),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const roles = ['USER', 'STAFF', 'ADMIN'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const idParamSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const textResponseSchema = z.object({ message: z.string() });

export const healthResponseSchema = z.object({
  /** `degraded`: serving, but rate limits are per instance while Redis is unreachable. */
  status: z.enum(['ok', 'degraded']),
  database: z.literal('up'),
  redis: z.optional(z.enum(['up', 'down'])),
});
