import { msg } from '@lingui/core/macro';
import type { Language } from '@arrival/contracts/language';
import { userSchema } from '@arrival/contracts/user';
import { apiRequest } from '../../../lib/api-client';

/** Records the traveller's language, for their WhatsApp messages, notices and the server's errors. */
export function setUserLanguage(language: Language) {
  return apiRequest('/user/language', {
    method: 'PUT',
    body: { language },
    schema: userSchema,
    fallbackMessage: msg`Your language could not be saved. Try again.`,
  });
}
