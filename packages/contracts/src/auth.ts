import { z } from 'zod/mini';
import { userSchema } from './user.ts';

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_FIRST_COUNTDOWN_SECONDS = 60;
export const OTP_RESEND_COUNTDOWN_SECONDS = 300;
export const OTP_MISSING_MESSAGE = 'Phone number or OTP is missing';

export const otpCodeSchema = z.string().check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`));

export const generateOtpResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  resendAfterSeconds: z.int(),
  expiresInSeconds: z.int(),
});
export type GenerateOtpResponse = z.infer<typeof generateOtpResponseSchema>;

export const verifyOtpResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  uniqueIdentifier: z.string(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const loginResponseSchema = z.extend(userSchema, { accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
