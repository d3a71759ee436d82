import { useMutation } from '@tanstack/react-query';
import { generateOtpResponseSchema } from '@arrival/contracts/auth';
import { msg } from '@lingui/core/macro';
import { apiRequest, textOf } from '../../../lib/api-client';

export const GENERATE_OTP_FAILED = msg`Failed to generate OTP`;
/** Shown by the app in the screen's language; the API's own `message` is always English. */
export const OTP_SENT = msg`OTP sent to your WhatsApp`;

/** Sends a WhatsApp code to the full number (calling code without plus, then digits). */
export async function generateOtp(mobile: string) {
  const response = await apiRequest(`/otp/generate/${encodeURIComponent(mobile)}`, {
    auth: false,
    schema: generateOtpResponseSchema,
    fallbackMessage: GENERATE_OTP_FAILED,
  });
  if (!response.status) throw new Error(response.message || textOf(GENERATE_OTP_FAILED));
  return response;
}

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
