import { useMutation } from '@tanstack/react-query';
import { userSchema, type UpdateUserBody } from '@arrival/contracts/user';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';

export const UPDATE_USER_FAILED = msg`Failed to update. Try again.`;

export function updateUser(body: UpdateUserBody) {
  return apiRequest('/user/update', { method: 'PUT', body, schema: userSchema, fallbackMessage: UPDATE_USER_FAILED });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
