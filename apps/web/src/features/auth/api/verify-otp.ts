import { useMutation } from '@tanstack/react-query';
import { verifyOtpResponseSchema } from '@arrival/contracts/auth';
import type { VerifyOtpBody } from '@arrival/contracts/auth-requests';
import { msg } from '@lingui/core/macro';
import { apiRequest, textOf } from '../../../lib/api-client';

export const VERIFY_OTP_FAILED = msg`Failed to verify OTP`;

export async function verifyOtp(body: VerifyOtpBody) {
  const response = await apiRequest('/otp/verify', {
    method: 'POST',
    body,
    auth: false,
    schema: verifyOtpResponseSchema,
    fallbackMessage: VERIFY_OTP_FAILED,
  });
  // SPEC §8: a false status shows the response's own message.
  if (!response.status) throw new Error(response.message || textOf(VERIFY_OTP_FAILED));
  return response;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
