import { useCallback } from 'react';
import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@arrival/contracts/language';
import { errorMessage } from '../../lib/api-client';
import { userDetailsQueryOptions } from '../../lib/api/get-user-details';
import { activateLanguage } from '../../lib/i18n/i18n';
import { saveLanguagePreference } from '../../lib/i18n/language-preference';
import { getSessionToken } from '../../lib/session';
import { setUserLanguage } from './api/set-language';
import { toastOnDemand } from '../../lib/toast-on-demand';

/**
 * Switches the app at once and keeps the choice on the device; a signed-in traveller's account
 * follows, and a choice made while signed out is recorded at the next login.
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      await activateLanguage(language);
      const signedIn = getSessionToken() !== null;
      saveLanguagePreference({ language, unsaved: !signedIn });
      if (!signedIn) return;
      try {
        queryClient.setQueryData(userDetailsQueryOptions().queryKey, await setUserLanguage(language));
      } catch (error) {
        saveLanguagePreference({ language, unsaved: true });
        toastOnDemand.error(errorMessage(error, msg`Your language could not be saved. Try again.`));
      }
    },
    [queryClient],
  );
}
