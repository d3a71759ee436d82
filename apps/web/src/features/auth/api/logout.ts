import { z } from 'zod/mini';
import { msg } from '@lingui/core/macro';
import { apiRequest } from '../../../lib/api-client';

/** Revokes the session token on the server (204). */
export function logout() {
  return apiRequest('/user/logout', { method: 'POST', schema: z.undefined(), fallbackMessage: msg`Failed to log out` });
}
