/**
 * What the login calls send, checked by the server. Apart from the answers in auth.ts because a full number
 * is checked against every country's calling code (countries.ts), a list the login screen does not load.
 */
import { z } from 'zod/mini';
import { otpCodeSchema } from './auth.ts';
import { fullPhoneSchema } from './countries.ts';
import { languageSchema } from './language.ts';

export const generateOtpParamsSchema = z.object({ mobile: fullPhoneSchema });

export const verifyOtpBodySchema = z.object({ mobile: fullPhoneSchema, otp: otpCodeSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const loginBodySchema = z.object({
  phone: fullPhoneSchema,
  uniqueIdentifier: z.string().check(z.minLength(1), z.maxLength(200)),
  fcmToken: z.optional(z.nullable(z.string().check(z.maxLength(4096)))),
  /** The language the device shows; a first login creates the account in it. */
  language: z.optional(languageSchema),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
