import { generateOtpResponseSchema, verifyOtpResponseSchema } from '@arrival/contracts/auth';
import { generateOtpParamsSchema, verifyOtpBodySchema } from '@arrival/contracts/auth-requests';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { generateOtp, verifyOtp, type OtpDeps } from './otp.service.ts';
import { languageFromHeader } from '../../i18n/index.ts';

const errors = errorResponses(400, 429, 503);

/** The first two steps of logging in, in the public scope. */
export async function otpRoutes(app: ZodApp, deps: AppDeps) {
  const otpDeps: OtpDeps = {
    db: deps.db,
    clock: deps.clock,
    messaging: deps.messaging,
    otpPepper: deps.config.otpPepper,
    ipSendsPerHour: deps.config.OTP_IP_SENDS_PER_HOUR,
  };

  app.get(
    '/otp/generate/:mobile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit login code to the number on WhatsApp',
        params: generateOtpParamsSchema,
        response: { 200: generateOtpResponseSchema, ...errors },
      },
    },
    async (request) =>
      generateOtp(otpDeps, {
        phone: request.params.mobile,
        ip: request.ip,
        language: languageFromHeader(request.headers['accept-language']),
      }),
  );

  app.post(
    '/otp/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a login code; answers a single-use uniqueIdentifier for /user/login',
        body: verifyOtpBodySchema,
        response: { 200: verifyOtpResponseSchema, ...errors },
      },
    },
    async (request) => verifyOtp(otpDeps, { phone: request.body.mobile, otp: request.body.otp }),
  );
}
