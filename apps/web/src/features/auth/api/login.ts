import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema } from '@arrival/contracts/auth';
import type { LoginBody } from '@arrival/contracts/auth-requests';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';

export const LOGIN_FAILED = msg`Invalid credentials`;

/** Exchanges a verified OTP's identifier for a session token and the user. */
export function login(body: LoginBody) {
  return apiRequest('/user/login', {
    method: 'POST',
    body,
    auth: false,
    schema: loginResponseSchema,
    fallbackMessage: LOGIN_FAILED,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
